import type { StaffResourceName } from '@academy/contract/endpoints';
import type { StaffClass } from '@academy/contract/staff';
import { Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useDeleteStaffDocument } from '../api/delete-staff-document';
import { useStaffDocument, type StaffDocument } from '../api/get-staff-document';
import { useStaffMe } from '../api/get-staff-me';
import { isOwnRecord } from '../staff-permissions';
import { BankPicker } from '../question-bank/components/bank-picker';
import { CopiedNotice } from '../class-copy/components/copied-notice';
import { CopyClassButton } from '../class-copy/components/copy-class-dialog';
import { resourceViews } from '../resource-views';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';

/**
 * A record's page: back to its parent, the form, what it holds (a class's kitab, a kitab's
 * meetings, a meeting's courses), a learner's-eye preview of a class or an exam, its copy for the next
 * term, and removal.
 */
export function ResourceEditor({
  resource,
  id,
  parentId,
}: {
  resource: StaffResourceName;
  id?: string;
  parentId?: string;
}) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  // A record just created arrives here saying so, and its form says it was saved.
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const view = resourceViews[resource];
  const document = useStaffDocument(resource, id);
  const remove = useDeleteStaffDocument(resource);
  const [confirming, { open, close }] = useDisclosure(false);
  const me = useStaffMe();
  // A teacher on her own profile: it is reached from the console's home, and is not hers to remove.
  const own = Boolean(id && me.data && isOwnRecord(me.data, resource, id));

  if (id && !document.data) return <QueryStatus query={document} />;
  const doc = document.data;
  const parent = view.parent ? ((doc?.[view.parent.field] as string | undefined) ?? parentId) : undefined;
  const back = own
    ? paths.staff.root.getHref()
    : view.parent && parent
      ? paths.staff.edit.getHref(view.parent.resource, parent)
      : paths.staff.list.getHref(resource);
  const heading = own
    ? t('editor.ownProfile')
    : id
      ? t('editor.edit', { what: t(`resources.${resource}.one`) })
      : t('editor.create', { what: t(`resources.${resource}.one`) });

  const onSaved = (saved: StaffDocument, created: boolean) => {
    if (created)
      void navigate(paths.staff.edit.getHref(resource, saved.id), {
        replace: true,
        state: { created: true },
      });
  };

  const onDelete = () =>
    remove.mutate(id!, {
      onSuccess: (result) => {
        close();
        if (result.outcome === 'deleted') void navigate(back, { replace: true });
        else void document.refetch();
      },
    });

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        ←{' '}
        {own
          ? t('editor.backToConsole')
          : view.parent && parent
            ? t('editor.backTo', { what: t(`resources.${view.parent.resource}.one`) })
            : t(`resources.${resource}.many`)}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Group gap="sm">
          {view.preview === 'class' && id ? (
            <Button component={Link} to={paths.staff.classPreview.getHref(id)} variant="light">
              {t('editor.preview')}
            </Button>
          ) : null}
          {resource === 'classes' && id ? (
            <Button component={Link} to={paths.staff.gradebook.getHref(id)} variant="light">
              {t('editor.gradebook')}
            </Button>
          ) : null}
          {resource === 'classes' && id ? (
            <Button component={Link} to={paths.staff.classMeetings.getHref(id)} variant="light">
              {t('staff-meetings:title')}
            </Button>
          ) : null}
          {resource === 'pertemuan' && id ? (
            <Button component={Link} to={paths.staff.attendance.getHref(id)} variant="light">
              {t('staff-meetings:attendance.title')}
            </Button>
          ) : null}
          {resource === 'classes' && id ? (
            <Button component={Link} to={paths.staff.questionImport.getHref(id)} variant="light">
              {t('editor.importQuestions')}
            </Button>
          ) : null}
          {resource === 'classes' && doc ? <CopyClassButton source={doc as unknown as StaffClass} /> : null}
          {resource === 'exams' && id ? (
            <Button component={Link} to={paths.staff.examPreview.getHref(id)} variant="light">
              {t('editor.preview')}
            </Button>
          ) : null}
          {resource === 'exams' && id && typeof doc?.kitabId === 'string' ? (
            <BankPicker examId={id} kitabId={doc.kitabId} />
          ) : null}
          {id && view.canDelete && !own ? (
            <Button variant="subtle" color="red" onClick={open}>
              {t('editor.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {resource === 'classes' ? <CopiedNotice /> : null}
      {own ? <Text c="dimmed">{t('editor.ownProfileIntro')}</Text> : null}
      {doc?.archivedAt ? (
        <Text c="dimmed" role="status">
          {t('editor.archivedNote')}
        </Text>
      ) : null}

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {/* A new key per record: the form starts from that record's values. */}
        <ResourceForm
          key={doc?.id ?? 'new'}
          resource={resource}
          document={doc}
          parentId={parentId}
          onSaved={onSaved}
          justCreated={justCreated}
        />
      </Paper>

      {id
        ? view.children?.map((child) => (
            <Stack key={child} gap="sm" component="section" aria-labelledby={`children-${child}`}>
              <Title order={2} size="h3" id={`children-${child}`}>
                {t(`resources.${child}.many`)}
              </Title>
              <ResourceList resource={child} parentId={id} />
            </Stack>
          ))
        : null}

      <Modal
        opened={confirming}
        onClose={close}
        title={t('editor.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
      >
        <Stack>
          <Text size="sm">{t('editor.deleteBody')}</Text>
          {remove.error ? (
            <Text c="red" size="sm" role="alert">
              {remove.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('editor.cancel')}
            </Button>
            <Button color="red.8" onClick={onDelete} loading={remove.isPending}>
              {t('editor.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
