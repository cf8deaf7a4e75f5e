import { HomeClasses } from '../../features/classes/components/home-classes';
import { DepartmentsSection } from '../../features/home/components/departments-section';
import { HomeCarousel } from '../../features/home/components/home-carousel';
import { HomeHero } from '../../features/home/components/home-hero';

// No page title of its own: the home page carries the academy's name alone.
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
