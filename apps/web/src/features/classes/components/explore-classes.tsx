import { departmentSlugs } from '@academy/contract/catalogue';
import { classStateLabels, classStates } from '@academy/contract/class-state';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageNavigation } from '../../../components/page-navigation';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useCategories } from '../api/get-categories';
import { useClasses } from '../api/get-classes';
import { filtersFromQuery, filtersToQuery, withFilter, type ExploreFilters } from '../explore-query';
import { ClassGrid } from './class-grid';

/** Explore classes: search, department, category and state filters, paging; all kept in the URL. */
export function ExploreClasses() {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromQuery(searchParams);
  const classes = useClasses(filters);
  const categories = useCategories();
  const [search, setSearch] = useState(filters.search ?? '');

  const apply = (next: ExploreFilters) => setSearchParams(filtersToQuery(next));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    apply(withFilter(filters, { search: search.trim() || undefined }));
  };

  const categoryOptions = [
    { value: '', label: t('explore.any') },
    ...(categories.data ?? []).flatMap((category) => [
      { value: category.slug, label: category.name[language] },
      ...category.subCategories.map((sub) => ({ value: sub.slug, label: `— ${sub.name[language]}` })),
    ]),
  ];
  // A category in the URL stays selectable while the tree loads.
  if (filters.category && !categoryOptions.some((option) => option.value === filters.category)) {
    categoryOptions.push({ value: filters.category, label: filters.category });
  }

  const meta = classes.data?.meta;
  const hasFilters = Boolean(filters.search || filters.department || filters.category || filters.state);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('explore.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('explore.intro')}
        </Text>
      </div>
      <form onSubmit={submitSearch} role="search" aria-label={t('explore.searchLabel')}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t('explore.search')}
            placeholder={t('explore.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1 }}
            maxLength={100}
          />
          <Button type="submit" size="md">
            {t('explore.searchButton')}
          </Button>
        </Group>
      </form>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NativeSelect
          label={t('explore.department')}
          value={filters.department ?? ''}
          onChange={(event) =>
            apply(
              withFilter(filters, {
                department: departmentSlugs.find((slug) => slug === event.currentTarget.value),
              }),
            )
          }
          data={[
            { value: '', label: t('explore.any') },
            ...departmentSlugs.map((slug) => ({ value: slug, label: t(`departments.${slug}`) })),
          ]}
        />
        <NativeSelect
          label={t('explore.category')}
          value={filters.category ?? ''}
          onChange={(event) =>
            apply(withFilter(filters, { category: event.currentTarget.value || undefined }))
          }
          data={categoryOptions}
        />
        <NativeSelect
          label={t('explore.state')}
          value={filters.state ?? ''}
          onChange={(event) =>
            apply(
              withFilter(filters, {
                state: classStates.find((state) => state === event.currentTarget.value),
              }),
            )
          }
          data={[
            { value: '', label: t('explore.any') },
            ...classStates.map((state) => ({
              value: state,
              label: t(classStateLabels[state], { ns: 'validation' }),
            })),
          ]}
        />
      </SimpleGrid>
      <Group justify="space-between" mih={28}>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {meta ? t('explore.count', { count: meta.totalRows }) : t('explore.loading')}
        </Text>
        {hasFilters ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setSearch('');
              apply({ page: 1 });
            }}
          >
            {t('explore.clear')}
          </Button>
        ) : null}
      </Group>
      {classes.isError ? (
        <QueryError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : (
        <ClassGrid
          label={t('explore.results')}
          items={classes.data?.items}
          loading={classes.isPending}
          hrefOf={(item) => paths.dashboard.classDetail.getHref(item.id)}
          empty={hasFilters ? t('explore.noMatch') : t('list.empty')}
          placeholders={6}
        />
      )}
      <PageNavigation
        total={meta?.totalPages ?? 0}
        value={filters.page}
        onChange={(page) => apply({ ...filters, page })}
      />
    </Stack>
  );
}
