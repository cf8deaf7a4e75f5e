import { Carousel } from '@mantine/carousel';
import { Container, Paper, Text, Title } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home-carousel.module.css';

/** Slides advance every 5000 ms (spec §9), and wait while the visitor points at or focuses them. */
export const carouselIntervalMs = 5000;

const slides = [
  { key: 'kitab', arabic: 'طَلَبُ الْعِلْمِ فَرِيضَةٌ', tone: 'green.8' },
  { key: 'meetings', arabic: 'مَجَالِسُ الْعِلْمِ', tone: 'green.9' },
  { key: 'sanad', arabic: 'الإِسْنَادُ مِنَ الدِّينِ', tone: 'dark.6' },
] as const;

export function HomeCarousel() {
  const { t } = useTranslation('home');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla || paused) return;
    const timer = window.setInterval(() => embla.scrollNext(), carouselIntervalMs);
    return () => window.clearInterval(timer);
  }, [embla, paused]);

  return (
    <Container size="lg" pb="xl">
      <div
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {/* Mantine names its carousel, controls and dots in English; ours speak the reader's language. */}
        <Carousel
          aria-roledescription={t('carousel.role')}
          aria-label={t('carousel.label')}
          classNames={{ root: classes.root }}
          height={260}
          emblaOptions={{ loop: true }}
          getEmblaApi={setEmbla}
          onSlideChange={setSelected}
          previousControlProps={{ 'aria-label': t('carousel.previous') }}
          nextControlProps={{ 'aria-label': t('carousel.next') }}
        >
          {slides.map((slide, index) => (
            <Carousel.Slide
              key={slide.key}
              aria-roledescription={t('carousel.slideRole')}
              aria-label={t('carousel.position', { index: index + 1, total: slides.length })}
            >
              {/* Side padding keeps the text clear of the previous and next arrows. */}
              <Paper
                h="100%"
                radius="lg"
                py={{ base: 'lg', sm: 'xl' }}
                px={{ base: 48, sm: 64 }}
                bg={slide.tone}
                c="white"
              >
                <Text lang="ar" dir="rtl" c="gold.3" fz="xl" ta="right">
                  {slide.arabic}
                </Text>
                <Title order={2} size="h3" mt="xs" c="white">
                  {t(`carousel.slides.${slide.key}.title`)}
                </Title>
                <Text mt={6} c="green.0" size="sm" maw={560}>
                  {t(`carousel.slides.${slide.key}.body`)}
                </Text>
              </Paper>
            </Carousel.Slide>
          ))}
        </Carousel>
        <div className={classes.dots} role="group" aria-label={t('carousel.indicators')}>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              className={classes.dot}
              aria-label={t('carousel.goTo', { index: index + 1 })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      </div>
    </Container>
  );
}
