import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a description list (`<dl>`): its label above, its value below, long values wrapping. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
