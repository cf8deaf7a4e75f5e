import { staffCertificateIssueSchema } from '@academy/contract/staff-certificates';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../../../components/form-error';
import { toast } from '../../../../components/toast';
import { paths } from '../../../../config/paths';
import { useZodForm } from '../../../../lib/form';
import { useStaffList } from '../../api/get-staff-list';
import { useCertificateStanding } from '../api/get-certificate-standing';
import { useIssueStaffCertificate } from '../api/issue-staff-certificate';
import { useCertificateProfiles } from '../api/search-certificate-profiles';

/**
 * /staff/certificates/new: issue a certificate by hand. Find the learner's profile by name, pick
 * the class (or one of its kitab) and give the reason; the new certificate opens on success. The
 * learner's progress shows, and issuing below completion asks for a confirmation first.
 */
export function IssueCertificate() {
  const { t } = useTranslation('staff-certificates');
  const navigate = useNavigate();
  const issue = useIssueStaffCertificate();
  const form = useZodForm(staffCertificateIssueSchema, {
    profileId: '',
    itemType: 'class',
    itemId: '',
    reason: '',
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useCertificateProfiles(debounced);
  const [classId, setClassId] = useState('');
  const classList = useStaffList('classes', { size: 100, sortBy: 'title', sortType: 'asc' });
  const forKitab = form.values.itemType === 'kitab';
  const kitabList = useStaffList(
    'kitab',
    { size: 100, sortBy: 'position', sortType: 'asc', parentId: classId },
    forKitab && classId !== '',
  );
  const itemField = form.field('itemId');
  const standing = useCertificateStanding({
    profileId: form.values.profileId,
    itemType: form.values.itemType,
    itemId: form.values.itemId,
  });
  const below = standing.data && !standing.data.complete ? standing.data : null;
  // Issuing below completion is allowed, but only once staff confirm it for this learner and item.
  const choice = `${form.values.profileId}:${form.values.itemId}`;
  const [confirmedFor, setConfirmedFor] = useState('');
  const confirmedBelow = confirmedFor === choice;

  const profileOptions = [
    {
      value: '',
      label:
        debounced.length >= 2 && found.data?.length === 0 ? t('issue.profileNone') : t('issue.profileChoose'),
      disabled: true,
    },
    ...(found.data ?? []).map((profile) => ({
      value: profile.id,
      label: t('issue.profileOption', { name: profile.name, accountName: profile.accountName }),
    })),
  ];

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={paths.staff.certificates.getHref()} size="sm" w="fit-content">
        ← {t('detail.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('issue.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('issue.description')}
        </Text>
      </Stack>
      <Card>
        <form
          noValidate
          onSubmit={form.onSubmit(async (data) => {
            const issued = await issue.mutateAsync(data);
            toast.success(t('issue.done', { number: issued.number }));
            void navigate(paths.staff.certificate.getHref(issued.id));
          })}
        >
          <Stack gap="md">
            <TextInput
              label={t('issue.profileSearch')}
              description={t('issue.profileSearchHint')}
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <NativeSelect
              label={t('issue.profile')}
              data={profileOptions}
              required
              {...form.field('profileId')}
            />
            <NativeSelect
              label={t('issue.itemType')}
              data={[
                { value: 'class', label: t('issue.class') },
                { value: 'kitab', label: t('issue.kitab') },
              ]}
              value={form.values.itemType}
              onChange={(event) => {
                const type = event.currentTarget.value as 'class' | 'kitab';
                form.setValue('itemType', type);
                form.setValue('itemId', type === 'class' ? classId : '');
              }}
            />
            <NativeSelect
              label={t('issue.class')}
              required
              data={[
                { value: '', label: t('issue.classChoose'), disabled: true },
                ...(classList.data?.items ?? []).map((row) => ({ value: row.id, label: row.title })),
              ]}
              value={classId}
              onChange={(event) => {
                setClassId(event.currentTarget.value);
                form.setValue('itemId', forKitab ? '' : event.currentTarget.value);
              }}
              error={forKitab ? undefined : itemField.error}
            />
            {forKitab ? (
              <NativeSelect
                label={t('issue.kitab')}
                required
                disabled={classId === ''}
                data={[
                  { value: '', label: t('issue.kitabChoose'), disabled: true },
                  ...(kitabList.data?.items ?? []).map((row) => ({ value: row.id, label: row.title })),
                ]}
                {...itemField}
              />
            ) : null}
            {standing.data ? (
              <Text size="sm" role="status">
                {/* Outside the class the learner studies none of it: no "0 of 0 lessons". */}
                {standing.data.total === 0
                  ? t('issue.progressNone')
                  : t('issue.progress', {
                      completed: standing.data.completed,
                      total: standing.data.total,
                      percent: standing.data.percent,
                    })}
              </Text>
            ) : null}
            {below ? (
              <Alert color="yellow" variant="light" title={t('issue.belowTitle')}>
                <Stack gap="xs">
                  <Text size="sm" c="dark">
                    {t('issue.belowText', { percent: below.percent })}
                  </Text>
                  <Checkbox
                    label={t('issue.belowConfirm')}
                    checked={confirmedBelow}
                    onChange={(event) => setConfirmedFor(event.currentTarget.checked ? choice : '')}
                  />
                </Stack>
              </Alert>
            ) : null}
            <Textarea label={t('issue.reason')} required autosize minRows={2} {...form.field('reason')} />
            <FormError message={form.formError} />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={paths.staff.certificates.getHref()} variant="default">
                {t('issue.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting} disabled={below !== null && !confirmedBelow}>
                {t('issue.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
