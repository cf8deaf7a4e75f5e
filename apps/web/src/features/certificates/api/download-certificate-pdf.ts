import type { CertificateVariant } from '@academy/contract/certificates';
import { certificatePaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const downloadCertificatePdf = (
  certificateId: string,
  profileId: string,
  variant: CertificateVariant,
) => api.file(certificatePaths.pdf(encodeURIComponent(certificateId)), { query: { profileId, variant } });

/** Saves a file the browser holds in memory under a name, as a download link would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is freed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads one variant of a certificate's PDF (the call needs the token, so not a plain link). */
export const useDownloadCertificatePdf = (profileId: string) =>
  useMutation({
    mutationFn: async (input: { certificateId: string; number: string; variant: CertificateVariant }) => {
      const blob = await downloadCertificatePdf(input.certificateId, profileId, input.variant);
      saveFile(blob, `${input.number.replaceAll('/', '-')}-${input.variant}.pdf`);
    },
  });
