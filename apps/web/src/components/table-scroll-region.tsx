import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone: its scrolling viewport is a named region that
 * takes keyboard focus, so it can be scrolled with the arrow keys (axe "scrollable-region-focusable").
 */
export function TableScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
