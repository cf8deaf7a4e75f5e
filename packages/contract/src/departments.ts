// Free of zod on purpose: the class lists and department pages read these on their first load
// (the schemas are in catalogue.ts).

/** The academy's departments (decisions §2), each with its public page `/dept/{slug}`. */
export const departmentSlugs = ['bahasa-arab', 'quran', 'keluarga'] as const;
export type DepartmentSlug = (typeof departmentSlugs)[number];

export function isDepartmentSlug(value: unknown): value is DepartmentSlug {
  return departmentSlugs.some((slug) => slug === value);
}
