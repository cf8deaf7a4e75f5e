import type { CertificateVariant } from '@academy/contract/certificates';
import { staffPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

export const downloadStaffCertificatePdf = (id: string, variant: CertificateVariant) =>
  api.file(staffPaths.certificatePdf(encodeURIComponent(id)), { query: { variant } });

/**
 * Downloads a certificate's PDF as staff (the call needs the token, so not a plain link), under
 * the server's name for it (`certificatePdfFileName`).
 */
export const useDownloadStaffCertificatePdf = () =>
  useMutation({
    mutationFn: async (input: { id: string; variant: CertificateVariant }) => {
      saveFile(await downloadStaffCertificatePdf(input.id, input.variant));
    },
  });
