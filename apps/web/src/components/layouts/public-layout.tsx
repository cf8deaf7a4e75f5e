import {
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAcademy } from '../../hooks/use-academy';
import { useSession } from '../../lib/session';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import { whatsappHref } from '../../lib/whatsapp';

function PublicFooter() {
  const { t } = useTranslation();
  const academy = useAcademy();
  const data = academy.data;
  return (
    <Box component="footer" bg="green.9" c="green.0" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap={4}>
            {/* Fixed heights: the identity arrives after the page, without moving it. */}
            <Skeleton visible={!data} h={24} w={data ? 'auto' : 200}>
              <Text fw={700} size="lg">
                {data?.name}
              </Text>
            </Skeleton>
            <Skeleton visible={!data} h={20} w={data ? 'auto' : 240}>
              <Text size="sm">{data ? t('footer.guidedBy', { teacher: data.teacherName }) : null}</Text>
            </Skeleton>
          </Stack>
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('footer.contact')}
            </Text>
            {data ? (
              <>
                <Anchor
                  c="green.0"
                  size="sm"
                  href={whatsappHref(data.whatsappNumber)}
                  target="_blank"
                  rel="noopener"
                >
                  {t('footer.whatsapp', { phone: data.whatsappNumber })}
                </Anchor>
                <Group gap="md">
                  <Anchor c="green.0" size="sm" href={data.telegramUrl} target="_blank" rel="noopener">
                    Telegram
                  </Anchor>
                  <Anchor c="green.0" size="sm" href={data.instagramUrl} target="_blank" rel="noopener">
                    Instagram
                  </Anchor>
                  <Anchor c="green.0" size="sm" href={data.youtubeUrl} target="_blank" rel="noopener">
                    YouTube
                  </Anchor>
                </Group>
              </>
            ) : (
              <Skeleton h={44} />
            )}
          </Stack>
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('footer.about')}
            </Text>
            <Anchor component={Link} to={paths.privacyPolicy.getHref()} c="green.0" size="sm">
              {t('footer.privacy')}
            </Anchor>
            <Anchor component={Link} to={paths.termsOfService.getHref()} c="green.0" size="sm">
              {t('footer.terms')}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="green.7" />
        <Text size="xs" c="green.1">
          {t('footer.copyright', { year: new Date().getFullYear(), name: data?.name ?? t('app.title') })}
        </Text>
      </Container>
    </Box>
  );
}

/** Layout of public pages: header (logo, language, sign-in) and the academy footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <Box>
      <Box
        component="header"
        pos="sticky"
        top={0}
        h={64}
        bg="rgba(250, 247, 241, 0.92)"
        style={{
          zIndex: 100,
          backdropFilter: 'blur(8px)',
          borderBottom: '1px solid var(--mantine-color-sand-2)',
        }}
      >
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Logo />
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitcher />
              {status.loggedIn ? (
                <Button component={Link} to={paths.dashboard.root.getHref()} size="sm">
                  {t('nav.dashboard')}
                </Button>
              ) : (
                <Button component={Link} to={paths.login.getHref()} size="sm">
                  {t('nav.signIn')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" mih="calc(100vh - 64px)">
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}
