import type { CertificateStatus } from '@academy/contract/certificates';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Valid, revoked, or replaced (revoked because a reissue took its place), in words; dark text on
 * a light tint keeps it legible (WCAG 1.4.3).
 */
export function CertificateStatusBadge({
  status,
  replaced = false,
}: {
  status: CertificateStatus;
  replaced?: boolean;
}) {
  const { t } = useTranslation('certificates');
  const colour = status === 'valid' ? 'green' : replaced ? 'gray' : 'red';
  return (
    // The word is short: never cut it to an ellipsis, even in a narrow table column.
    <Badge
      color={colour}
      c={`${colour}.9`}
      variant="light"
      style={{ flex: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`status.${status === 'revoked' && replaced ? 'replaced' : status}`)}
    </Badge>
  );
}
