import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScrollRegion } from '../../../../components/table-scroll-region';

export interface ReportColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/** One report's table: the figures behind its chart, named for assistive technology. */
export function ReportTable<R>({
  label,
  columns,
  rows,
  rowKey,
  totals,
}: {
  label: string;
  columns: ReportColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** A last row summing the table: its name in the first column, the sums in the others. */
  totals?: { label: string; row: R };
}) {
  const { t } = useTranslation('staff-reports');
  if (rows.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <TableScrollRegion label={label} minWidth={columns.length > 5 ? 720 : 0}>
      <Table striped aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {columns.map((column, index) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {index === 0 ? totals.label : column.cell(totals.row)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </TableScrollRegion>
  );
}
