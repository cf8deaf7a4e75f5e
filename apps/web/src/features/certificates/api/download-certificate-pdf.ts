import type { CertificateVariant } from '@academy/contract/certificates';
import { certificatePaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const downloadCertificatePdf = (
  certificateId: string,
  profileId: string,
  variant: CertificateVariant,
) => api.file(certificatePaths.pdf(encodeURIComponent(certificateId)), { query: { profileId, variant } });

/**
 * Downloads one variant of a certificate's PDF (the call needs the token, so not a plain link),
 * under the server's name for it (`certificatePdfFileName`).
 */
export const useDownloadCertificatePdf = (profileId: string) =>
  useMutation({
    mutationFn: async (input: { certificateId: string; variant: CertificateVariant }) => {
      saveFile(await downloadCertificatePdf(input.certificateId, profileId, input.variant));
    },
  });
