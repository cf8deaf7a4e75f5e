import { surahInfo } from '@academy/contract/quran-surahs';
import { Box, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { useMemorization } from '../api/get-memorization';
import { juzTotals } from '../memorization-totals';

/** A surah's square, filled from the bottom by the share of its ayahs accepted. */
const squareStyle = (share: number) => ({
  border: '1px solid var(--mantine-color-green-8)',
  borderRadius: 4,
  background: `linear-gradient(to top, var(--mantine-color-green-8) ${share}%, transparent ${share}%)`,
});

/** The legend's squares: none, half and every ayah accepted. */
const legendShares = [0, 50, 100] as const;

/**
 * The memorization map: the 114 surahs, each filled by the share of its ayahs accepted (graded
 * maqbul or better), and the totals per juz. A learner's own, or (`asStaff`) a learner's for staff.
 */
export function MemorizationMap({ profileId, asStaff = false }: { profileId: string; asStaff?: boolean }) {
  const { t } = useTranslation('recitations');
  const query = useMemorization(profileId, asStaff);
  if (!query.data) return <QueryStatus query={query} minHeight={120} />;
  const map = query.data;
  const accepted = map.reduce((sum, surah) => sum + surah.accepted, 0);
  const total = map.reduce((sum, surah) => sum + surah.ayahs, 0);
  const juz = juzTotals(map);
  return (
    <Stack gap="sm" component="section" aria-labelledby={`memorization-${profileId}`}>
      <Title order={2} fz="xl" id={`memorization-${profileId}`}>
        {t('map.title')}
      </Title>
      <Text size="sm">{t('map.summary', { accepted, total })}</Text>
      <SimpleGrid
        cols={{ base: 8, sm: 12, md: 19 }}
        spacing={4}
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {map.map((surah) => {
          const info = surahInfo(surah.surah)!;
          const share = surah.ayahs === 0 ? 0 : Math.round((surah.accepted / surah.ayahs) * 100);
          const label = t('map.surah', {
            number: surah.surah,
            name: info.transliteration,
            accepted: surah.accepted,
            ayahs: surah.ayahs,
          });
          return (
            <Box
              key={surah.surah}
              component="li"
              aria-label={label}
              title={label}
              h={28}
              style={{
                ...squareStyle(share),
                fontSize: 12,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                color: share >= 50 ? 'white' : 'var(--mantine-color-green-9)',
              }}
            >
              {surah.surah}
            </Box>
          );
        })}
      </SimpleGrid>
      {/* On a phone no square shows its title: a legend says what the squares mean, and the
          surahs begun are listed by name. */}
      <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('map.legend')}>
        {legendShares.map((share) => (
          <Group key={share} gap={6} component="li" wrap="nowrap">
            <Box w={20} h={20} aria-hidden style={squareStyle(share)} />
            <Text size="sm">{t(`map.legendShare.${share}`)}</Text>
          </Group>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('map.legendSquares')}
      </Text>
      {accepted === 0 ? (
        <Text size="sm" c="dimmed">
          {t('map.empty')}
        </Text>
      ) : (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('map.begun')}>
          {map
            .filter((surah) => surah.accepted > 0)
            .map((surah) => (
              <Text key={surah.surah} component="li" size="sm">
                {t('map.surah', {
                  number: surah.surah,
                  name: surahInfo(surah.surah)!.transliteration,
                  accepted: surah.accepted,
                  ayahs: surah.ayahs,
                })}
              </Text>
            ))}
        </Stack>
      )}
      <TableScrollRegion label={t('map.juzTable')} minWidth={240}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('map.juz')}</Table.Th>
              <Table.Th>{t('map.accepted')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {juz.map((row) => (
              <Table.Tr key={row.juz}>
                <Table.Td>{row.juz}</Table.Td>
                <Table.Td>{t('map.ofAyahs', { accepted: row.accepted, ayahs: row.ayahs })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollRegion>
    </Stack>
  );
}
