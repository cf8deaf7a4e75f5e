import type { CertificateVerification } from '@academy/contract/certificates';
import { certificatePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyCertificate = (code: string) =>
  api.get<CertificateVerification>(certificatePaths.verify(encodeURIComponent(code)), { auth: false });

export const verifyCertificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verify', code],
    queryFn: () => verifyCertificate(code),
  });

/** A certificate's public facts by its code (public: no token). */
export const useVerifyCertificate = (code: string) => useQuery(verifyCertificateQueryOptions(code));
