import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** A policy page from the `legal` namespace: `privacy` or `terms`. */
export function LegalDocument({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }} component="article">
      <Stack gap="lg">
        <div>
          <Title order={1} c="green.9">
            {t(`${document}.title`)}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            {t('updated')}
          </Text>
        </div>
        <Text>{t(`${document}.intro`)}</Text>
        {Array.isArray(sections)
          ? sections.map((section, index) => (
              <section key={section.heading} aria-labelledby={`${document}-section-${index}`}>
                <Title order={2} size="h4" id={`${document}-section-${index}`} mb="xs">
                  {`${index + 1}. ${section.heading}`}
                </Title>
                <Stack gap="xs">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                  {section.items ? (
                    <List spacing={4}>
                      {section.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  ) : null}
                </Stack>
              </section>
            ))
          : null}
      </Stack>
    </Container>
  );
}
