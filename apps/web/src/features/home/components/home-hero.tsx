import { Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAcademy } from '../../../hooks/use-academy';
import { useSession } from '../../../lib/session';
import { endSentence } from '../../../lib/format';
import { whatsappHref } from '../../../lib/whatsapp';
import { displayPhoneNumber } from '@academy/contract/phone-number';

/** The learning channel guided by the teacher, with the WhatsApp contact (spec §1). */
export function HomeHero() {
  const { t } = useTranslation('home');
  const academy = useAcademy();
  const { status } = useSession();
  const data = academy.data;
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Stack gap="md" maw={720}>
        <Badge variant="filled" color="green.8" size="lg" radius="sm" w="fit-content">
          {t('hero.badge')}
        </Badge>
        <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15} c="green.9">
          {t('hero.title')}
        </Title>
        <Skeleton visible={!data} mih={28}>
          <Text size="lg" c="dark.5">
            {data
              ? endSentence(t('hero.guidedBy', { teacher: data.teacherName, name: data.name }))
              : t('hero.loading')}
          </Text>
        </Skeleton>
        <Text c="dimmed">{t('hero.body')}</Text>
        <Group gap="sm" mt="sm">
          {status.loggedIn ? (
            <Button size="md" component={Link} to={paths.dashboard.root.getHref()}>
              {t('hero.toDashboard')}
            </Button>
          ) : (
            <Button size="md" component={Link} to={paths.register.getHref()}>
              {t('hero.register')}
            </Button>
          )}
          <Button
            size="md"
            variant="outline"
            component="a"
            href={data ? whatsappHref(data.whatsappNumber) : undefined}
            target="_blank"
            rel="noopener"
            disabled={!data}
          >
            {data
              ? t('hero.whatsapp', { phone: displayPhoneNumber(data.whatsappNumber) })
              : t('hero.whatsappLoading')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
