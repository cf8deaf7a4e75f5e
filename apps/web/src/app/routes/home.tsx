import { HomeClasses } from '../../features/classes/components/home-classes';
import { DepartmentsSection } from '../../features/home/components/departments-section';
import { HomeCarousel } from '../../features/home/components/home-carousel';
import { HomeHero } from '../../features/home/components/home-hero';
import type { RouteHandle } from '../route-handle';

// No page title of its own: the home page carries the academy's name alone.
export const handle: RouteHandle = { description: 'seo:home' };

export function Component() {
  return (
    <>
      <HomeHero />
      <HomeCarousel />
      <HomeClasses />
      <DepartmentsSection />
    </>
  );
}
