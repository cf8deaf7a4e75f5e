import { staffAuditResources, staffResources } from '@academy/contract/endpoints';
import {
  Button,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { useLanguage } from '../../../hooks/use-language';
import { usePatchSearchParams } from '../../../hooks/use-patch-search-params';
import { formatDateTime } from '../../../lib/format';
import { BidiText } from '../../../components/bidi-text';
import { useAuditActors } from '../api/get-audit-actors';
import { useAuditLog } from '../api/get-audit-log';
import { AuditChange } from './audit-change';

/** The filters a link to the log may carry: who, what (resource, action) and when. */
const filterKeys = ['actorUserId', 'resource', 'action', 'from', 'to'] as const;
type FilterKey = (typeof filterKeys)[number];

/** Who changed what and when, newest first, filtered in the page address, each change as a diff. */
export function AuditLog() {
  const { t } = useTranslation(['staff', 'staff-reports']);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<
    FilterKey,
    string
  >;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reversed = filters.from !== '' && filters.to !== '' && filters.to < filters.from;
  const log = useAuditLog(
    {
      page,
      size: 25,
      ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
    },
    !reversed,
  );
  const actors = useAuditActors();
  const actions = Object.keys(t('audit.actions', { returnObjects: true }) as Record<string, string>);
  const contentResources: readonly string[] = staffResources;
  /** A record type's name: the console's own word for content, the change log's for the rest. */
  const typeLabel = (resource: string) =>
    contentResources.includes(resource)
      ? t(`resources.${resource}.many`)
      : t(`staff-reports:audit.types.${resource}`, { defaultValue: resource });

  const patchParams = usePatchSearchParams();
  /** A changed filter starts again at page one. */
  const update = (next: Partial<Record<FilterKey | 'page', string>>) =>
    patchParams(next, { resetPage: !('page' in next) });
  const anyFilter = filterKeys.some((key) => filters[key] !== '');

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('audit.title')}
      </Title>
      <SimpleGrid
        component="fieldset"
        // One column on a phone: two date fields side by side at 360 px cut their dates off.
        cols={{ base: 1, xs: 2, md: 5 }}
        spacing="sm"
        style={{ border: 0, padding: 0, margin: 0, alignItems: 'end' }}
      >
        <VisuallyHidden component="legend">{t('staff-reports:audit.filters')}</VisuallyHidden>
        <NativeSelect
          label={t('audit.who')}
          value={filters.actorUserId}
          onChange={(event) => update({ actorUserId: event.currentTarget.value })}
          data={[
            { value: '', label: t('staff-reports:audit.anyone') },
            ...(actors.data ?? []).map((actor) => ({ value: actor.userId, label: actor.name })),
          ]}
        />
        <NativeSelect
          label={t('staff-reports:audit.resource')}
          value={filters.resource}
          onChange={(event) => update({ resource: event.currentTarget.value })}
          data={[
            { value: '', label: t('staff-reports:audit.anything') },
            ...staffAuditResources.map((resource) => ({ value: resource, label: typeLabel(resource) })),
          ]}
        />
        <NativeSelect
          label={t('staff-reports:audit.action')}
          value={filters.action}
          onChange={(event) => update({ action: event.currentTarget.value })}
          data={[
            { value: '', label: t('staff-reports:audit.anyAction') },
            ...actions.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
          ]}
        />
        <TextInput
          type="date"
          size="sm"
          label={t('staff-reports:range.from')}
          value={filters.from}
          onChange={(event) => update({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          size="sm"
          label={t('staff-reports:range.to')}
          value={filters.to}
          onChange={(event) => update({ to: event.currentTarget.value })}
          error={reversed ? t('validation:dateOrder') : undefined}
        />
      </SimpleGrid>
      {anyFilter ? (
        <Button
          variant="default"
          w="fit-content"
          onClick={() => setParams(new URLSearchParams(), { replace: true })}
        >
          {t('staff-reports:audit.clear')}
        </Button>
      ) : null}
      {!log.data ? (
        <QueryStatus query={log} />
      ) : log.data.items.length === 0 ? (
        <Text c="dimmed">{t('staff-reports:audit.none')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('staff-reports:audit.count', { count: log.data.meta.totalRows })}
          </Text>
          <TableScrollRegion label={t('audit.title')} minWidth={640}>
            <Table striped aria-label={t('audit.title')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.when')}</Table.Th>
                  <Table.Th>{t('audit.who')}</Table.Th>
                  <Table.Th>{t('audit.what')}</Table.Th>
                  <Table.Th>{t('audit.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.items.map((entry) => {
                  return (
                    <Table.Tr key={entry.id}>
                      <Table.Td>
                        <Text size="sm">{formatDateTime(entry.createdAt, language)} WIB</Text>
                      </Table.Td>
                      <Table.Td>{entry.actorName}</Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {t(`audit.actions.${entry.action}`)} · {typeLabel(entry.resource)}
                        </Text>
                        <Text size="sm" fw={500}>
                          <BidiText>{entry.subject ?? t('staff-reports:audit.recordGone')}</BidiText>
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <AuditChange before={entry.before} after={entry.after} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScrollRegion>
        </>
      )}
      {log.data && log.data.meta.totalPages > 1 ? (
        <Pagination
          total={log.data.meta.totalPages}
          value={page}
          onChange={(next) => update({ page: String(next) })}
          getControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('list.page.number', { number }) })}
        />
      ) : null}
    </Stack>
  );
}
