import { Center, Loader } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShortLink } from '../api/resolve-short-link';
import { shortLinkTarget } from '../short-link-target';

/** /link/{slug}: goes to the link's target; an unknown slug shows `notFound`. */
export function ShortLinkRedirect({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const { t } = useTranslation('classes');
  const navigate = useNavigate();
  const query = useShortLink(slug);
  const target = query.data ? shortLinkTarget(query.data) : null;

  const internalPath = target?.kind === 'internal' ? target.path : null;
  const externalUrl = target?.kind === 'external' ? target.url : null;

  useEffect(() => {
    if (internalPath) void navigate(internalPath, { replace: true });
    else if (externalUrl) window.location.assign(externalUrl);
  }, [internalPath, externalUrl, navigate]);

  if (query.isError || target?.kind === 'invalid') return <>{notFound}</>;
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={t('shortLink.opening')}>
      <Loader aria-hidden />
    </Center>
  );
}
