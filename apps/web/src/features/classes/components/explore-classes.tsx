import { departmentSlugs } from '@academy/contract/departments';
import { classStateLabels, classStates } from '@academy/contract/class-state';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageNavigation } from '../../../components/page-navigation';
import { SearchForm } from '../../../components/search-form';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useCategories } from '../api/get-categories';
import { useClasses } from '../api/get-classes';
import { filtersFromQuery, filtersToQuery, withFilter, type ExploreFilters } from '../explore-query';
import { ClassGrid } from './class-grid';
import { useProfileEnrolments } from '../api/get-profile-courses';
import { useActiveProfileId } from '../../../lib/active-profile';

/** Explore classes: search, department, category and state filters, paging; all kept in the URL. */
export function ExploreClasses() {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromQuery(searchParams);
  const classes = useClasses(filters);
  const enrolments = useProfileEnrolments(useActiveProfileId());
  const categories = useCategories(filters.department);
  const hasFilters = Boolean(filters.search || filters.department || filters.category || filters.state);
  // On a phone the filters fold away under one button, so the first screen shows classes.
  const [filtersOpen, setFiltersOpen] = useState(
    Boolean(filters.department || filters.category || filters.state),
  );
  // Folded away (below `sm`, where the button shows), they are not drawn at all: a phone's first
  // load renders the classes only.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const filtersShown = filtersOpen || wide;

  const apply = (next: ExploreFilters) => setSearchParams(filtersToQuery(next));

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
  const activeFilters = [filters.department, filters.category, filters.state].filter(Boolean).length;

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
      <SearchForm
        initial={filters.search ?? ''}
        onSearch={(search) => apply(withFilter(filters, { search: search || undefined }))}
        formLabel={t('explore.searchLabel')}
        label={t('explore.search')}
        placeholder={t('explore.searchPlaceholder')}
        submitLabel={t('explore.searchButton')}
      />
      <Button
        hiddenFrom="sm"
        variant="default"
        onClick={() => setFiltersOpen((open) => !open)}
        aria-expanded={filtersOpen}
        aria-controls="explore-filters"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
      >
        {activeFilters > 0 ? t('explore.filtersCount', { count: activeFilters }) : t('explore.filters')}
      </Button>
      <SimpleGrid
        id="explore-filters"
        cols={{ base: 1, xs: 3 }}
        spacing="sm"
        display={{ base: filtersOpen ? 'grid' : 'none', sm: 'grid' }}
      >
        {filtersShown ? (
          <>
            <NativeSelect
              label={t('explore.department')}
              value={filters.department ?? ''}
              onChange={(event) =>
                apply(
                  // Categories follow the department: a category of another department is dropped.
                  withFilter(filters, {
                    department: departmentSlugs.find((slug) => slug === event.currentTarget.value),
                    category: undefined,
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
          </>
        ) : null}
      </SimpleGrid>
      <Group justify="space-between" mih={28}>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {meta ? t('explore.count', { count: meta.totalRows }) : t('explore.loading')}
        </Text>
        {hasFilters ? (
          <Button variant="subtle" size="compact-sm" onClick={() => apply({ page: 1 })}>
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
          enrolments={enrolments.data}
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
