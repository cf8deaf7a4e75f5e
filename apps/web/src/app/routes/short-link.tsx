import { useParams } from 'react-router';
import { ShortLinkRedirect } from '../../features/catalogue/components/short-link-redirect';
import { Component as NotFound } from './not-found';

export function Component() {
  const { slug = '' } = useParams();
  return <ShortLinkRedirect key={slug} slug={slug} notFound={<NotFound />} />;
}
