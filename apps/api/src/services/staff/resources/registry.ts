import type { StaffResourceName } from '@academy/contract/endpoints';
import type { StaffResourceDefinition } from '../staff-resource-service';
import { categoryResource, departmentResource, teacherResource } from './catalogue-resources';
import { classResource } from './class-resource';
import { examResource, questionResource } from './exam-resources';
import { courseResource, kitabResource, pertemuanResource } from './kitab-resources';
import { faqResource, linkResource } from './site-resources';

/**
 * Every staff resource by its path name. Adding one is a definition
 * file, its schemas in the contract's `staffResourceSchemas`, and one line here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has its own document type
export const staffResourceDefinitions: Record<StaffResourceName, StaffResourceDefinition<any, any>> = {
  departments: departmentResource,
  categories: categoryResource,
  teachers: teacherResource,
  classes: classResource,
  kitab: kitabResource,
  pertemuan: pertemuanResource,
  courses: courseResource,
  exams: examResource,
  questions: questionResource,
  faq: faqResource,
  links: linkResource,
};
