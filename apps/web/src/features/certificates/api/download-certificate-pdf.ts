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

/** Downloads one variant of a certificate's PDF (the call needs the token, so not a plain link). */
export const useDownloadCertificatePdf = (profileId: string) =>
  useMutation({
    mutationFn: async (input: { certificateId: string; number: string; variant: CertificateVariant }) => {
      const blob = await downloadCertificatePdf(input.certificateId, profileId, input.variant);
      saveFile(blob, `${input.number.replaceAll('/', '-')}-${input.variant}.pdf`);
    },
  });
