import type { StaffResourceName } from '@academy/contract/endpoints';
import { visibilities, type Visibility } from '@academy/contract/visibility';

/**
 * How the console shows each staff resource: its form fields (labels are `staff:fields.<path>`),
 * a blank new record, where it sits (parent and children) and what may be done with it. The
 * list and the form are one component each; a resource is this object.
 */
export type FieldSpec = {
  path: string;
  when?: (values: Record<string, unknown>) => boolean;
  /** Shown to admins only (a teacher editing her own profile does not relink its account). */
  adminOnly?: boolean;
} & (
  | { kind: 'text'; nullable?: boolean; dir?: 'rtl' | 'auto'; type?: 'url' | 'tel' }
  | { kind: 'localized'; multiline?: boolean; directionPath?: string }
  | { kind: 'boolean' }
  | { kind: 'number'; nullable?: boolean }
  | { kind: 'datetime'; nullable?: boolean }
  | { kind: 'choice'; options: readonly string[] }
  | {
      kind: 'reference';
      resource: StaffResourceName;
      nullable?: boolean;
      filter?: (values: Record<string, unknown>) => string | undefined;
    }
  | {
      kind: 'media';
      accept: string;
      nullable?: boolean;
      /** Where an upload writes the kind its content has (a material's video, audio or PDF). */
      kindPath?: string;
      /** Where an upload writes its playing time in whole minutes, read from the file. */
      durationPath?: string;
    }
  | { kind: 'body'; directionPath: string }
  | { kind: 'joinPassword' }
  | { kind: 'sanad' }
  | { kind: 'options'; directionPath: string }
  | { kind: 'textList'; directionPath?: string }
  | { kind: 'meetingPlace' }
  | { kind: 'draws' }
);

export interface ResourceView {
  fields: FieldSpec[];
  /** A new record's values; `parent` is the id of the record it belongs to. */
  blank: (parent?: string) => Record<string, unknown>;
  parent?: { resource: StaffResourceName; field: string };
  /** The resources listed (and added) under a record of this one. */
  children?: StaffResourceName[];
  /** Shown in the console's navigation, and to whom. */
  nav?: 'admin' | 'staff';
  canCreate: boolean;
  canDelete: boolean;
  /** Children of one parent keep an order staff set (meetings, courses). */
  ordered?: boolean;
  /** The list's detail is one of this field's choices (shown translated)… */
  subtitleChoices?: 'kind';
  /** …or a time (a meeting's, an exam's opening), shown in the reader's language. */
  subtitleTime?: boolean;
  /** Preview: a class opens its learner page; a course shows its content beside the form. */
  preview?: 'class' | 'course';
}

const blankText = () => ({ en: '', id: '' });
/** A new class's times: registration opens this hour; the rest fall at 20:00 on later days. */
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  if (days === 0) date.setMinutes(0, 0, 0);
  else date.setHours(20, 0, 0, 0);
  return date.toISOString();
};
const isText = (values: Record<string, unknown>) => values.kind === 'text';
/**
 * Who sees a document: draft, published (from `publishAt` when set: scheduled) or hidden. A new
 * class and a new exam start as drafts (an exam is published only once it has its questions).
 */
const visibilityFields: FieldSpec[] = [
  { path: 'visibility', kind: 'choice', options: visibilities },
  {
    path: 'publishAt',
    kind: 'datetime',
    nullable: true,
    when: (values) => values.visibility === 'published',
  },
];
const visibleAs = (visibility: Visibility) => ({ visibility, publishAt: null });

const isChoice = (values: Record<string, unknown>) =>
  values.kind === 'single_choice' || values.kind === 'multiple_choice';

export const resourceViews: Record<StaffResourceName, ResourceView> = {
  classes: {
    nav: 'staff',
    canCreate: true,
    canDelete: true,
    children: ['kitab'],
    preview: 'class',
    fields: [
      ...visibilityFields,
      { path: 'title', kind: 'localized' },
      { path: 'slug', kind: 'text' },
      { path: 'description', kind: 'localized', multiline: true },
      { path: 'departmentSlug', kind: 'choice', options: ['bahasa-arab', 'quran', 'keluarga'] },
      { path: 'categoryId', kind: 'reference', resource: 'categories', nullable: true, filter: () => 'none' },
      {
        path: 'subCategoryId',
        kind: 'reference',
        resource: 'categories',
        nullable: true,
        filter: (values) => (values.categoryId as string | null) ?? undefined,
        when: (values) => Boolean(values.categoryId),
      },
      { path: 'teacherId', kind: 'reference', resource: 'teachers' },
      { path: 'price', kind: 'number' },
      { path: 'capacity', kind: 'number' },
      { path: 'minAttendancePercent', kind: 'number', nullable: true },
      { path: 'gender', kind: 'choice', options: ['all', 'male', 'female'] },
      { path: 'joinPassword', kind: 'joinPassword' },
      { path: 'registrationStartAt', kind: 'datetime' },
      { path: 'registrationEndAt', kind: 'datetime' },
      { path: 'startAt', kind: 'datetime' },
      { path: 'endAt', kind: 'datetime' },
      { path: 'lessonSchedule', kind: 'localized' },
      { path: 'telegramUrl', kind: 'text', nullable: true, type: 'url' },
      { path: 'takesRecitations', kind: 'boolean' },
      { path: 'coverImageUrl', kind: 'media', accept: 'image/*', nullable: true },
      { path: 'prepare', kind: 'localized', multiline: true },
      { path: 'rules', kind: 'localized', multiline: true },
    ],
    blank: () => ({
      slug: '',
      title: blankText(),
      description: blankText(),
      coverImageUrl: null,
      departmentSlug: 'bahasa-arab',
      categoryId: null,
      subCategoryId: null,
      teacherId: '',
      price: 0,
      gender: 'all',
      registrationStartAt: inDays(0),
      registrationEndAt: inDays(7),
      startAt: inDays(8),
      endAt: inDays(60),
      capacity: 30,
      minAttendancePercent: null,
      telegramUrl: null,
      takesRecitations: false,
      lessonSchedule: blankText(),
      prepare: blankText(),
      rules: blankText(),
      ...visibleAs('draft'),
    }),
  },
  kitab: {
    canCreate: true,
    canDelete: true,
    ordered: true,
    parent: { resource: 'classes', field: 'classId' },
    children: ['pertemuan', 'exams'],
    fields: [
      ...visibilityFields,
      { path: 'title', kind: 'localized' },
      { path: 'titleArabic', kind: 'text', dir: 'rtl' },
      { path: 'author', kind: 'text' },
      { path: 'description', kind: 'localized', multiline: true },
      { path: 'price', kind: 'number', nullable: true },
    ],
    blank: (parent) => ({
      classId: parent ?? '',
      title: blankText(),
      titleArabic: '',
      author: '',
      description: blankText(),
      price: null,
      ...visibleAs('published'),
    }),
  },
  pertemuan: {
    subtitleTime: true,
    canCreate: true,
    canDelete: true,
    ordered: true,
    parent: { resource: 'kitab', field: 'kitabId' },
    children: ['courses'],
    fields: [
      ...visibilityFields,
      { path: 'title', kind: 'localized' },
      { path: 'startsAt', kind: 'datetime', nullable: true },
      { path: 'durationMinutes', kind: 'number' },
      { path: 'place', kind: 'meetingPlace' },
      { path: 'recordingUrl', kind: 'text', nullable: true, type: 'url' },
    ],
    blank: (parent) => ({
      kitabId: parent ?? '',
      title: blankText(),
      startsAt: null,
      durationMinutes: 90,
      place: null,
      recordingUrl: null,
      ...visibleAs('published'),
    }),
  },
  courses: {
    canCreate: true,
    canDelete: true,
    ordered: true,
    preview: 'course',
    subtitleChoices: 'kind',
    parent: { resource: 'pertemuan', field: 'pertemuanId' },
    fields: [
      ...visibilityFields,
      { path: 'title', kind: 'localized' },
      { path: 'kind', kind: 'choice', options: ['video', 'audio', 'pdf', 'text'] },
      {
        path: 'sourceUrl',
        kind: 'media',
        accept: 'video/*,audio/*,application/pdf',
        kindPath: 'kind',
        durationPath: 'durationMinutes',
        when: (values) => !isText(values),
      },
      { path: 'body', kind: 'body', directionPath: 'direction', when: isText },
      { path: 'durationMinutes', kind: 'number' },
    ],
    blank: (parent) => ({
      pertemuanId: parent ?? '',
      title: blankText(),
      kind: 'video',
      sourceUrl: null,
      body: null,
      direction: 'ltr',
      durationMinutes: 10,
      ...visibleAs('published'),
    }),
  },
  exams: {
    subtitleTime: true,
    canCreate: true,
    canDelete: true,
    parent: { resource: 'kitab', field: 'kitabId' },
    children: ['questions'],
    fields: [
      ...visibilityFields,
      { path: 'title', kind: 'localized' },
      { path: 'description', kind: 'localized', multiline: true },
      { path: 'durationMinutes', kind: 'number' },
      { path: 'opensAt', kind: 'datetime' },
      { path: 'closesAt', kind: 'datetime' },
      { path: 'price', kind: 'number' },
      { path: 'passMark', kind: 'number' },
      { path: 'attemptsAllowed', kind: 'number' },
      { path: 'showAnswers', kind: 'boolean' },
      { path: 'answersAfterClosing', kind: 'boolean' },
      { path: 'pinRequired', kind: 'boolean' },
      { path: 'draws', kind: 'draws' },
    ],
    blank: (parent) => ({
      kitabId: parent ?? '',
      title: blankText(),
      description: blankText(),
      durationMinutes: 30,
      opensAt: inDays(1),
      closesAt: inDays(8),
      price: 0,
      passMark: 60,
      attemptsAllowed: 1,
      showAnswers: true,
      answersAfterClosing: false,
      pinRequired: false,
      draws: [],
      ...visibleAs('draft'),
    }),
  },
  questions: {
    canCreate: true,
    canDelete: true,
    ordered: true,
    subtitleChoices: 'kind',
    parent: { resource: 'exams', field: 'examId' },
    fields: [
      {
        path: 'kind',
        kind: 'choice',
        options: ['single_choice', 'multiple_choice', 'short_answer', 'essay'],
      },
      { path: 'direction', kind: 'choice', options: ['ltr', 'rtl'] },
      { path: 'prompt', kind: 'localized', multiline: true, directionPath: 'direction' },
      { path: 'points', kind: 'number' },
      { path: 'options', kind: 'options', directionPath: 'direction', when: isChoice },
      {
        path: 'acceptedAnswers',
        kind: 'textList',
        directionPath: 'direction',
        when: (values) => values.kind === 'short_answer',
      },
      { path: 'explanation', kind: 'localized', multiline: true },
    ],
    blank: (parent) => ({
      examId: parent ?? '',
      kind: 'single_choice',
      direction: 'ltr',
      prompt: blankText(),
      points: 1,
      options: [
        { text: blankText(), correct: true },
        { text: blankText(), correct: false },
      ],
      acceptedAnswers: [],
      explanation: blankText(),
    }),
  },
  teachers: {
    nav: 'admin',
    canCreate: true,
    canDelete: true,
    fields: [
      { path: 'name', kind: 'text' },
      { path: 'bio', kind: 'localized', multiline: true },
      { path: 'photoUrl', kind: 'media', accept: 'image/*', nullable: true },
      { path: 'accountPhoneNumber', kind: 'text', nullable: true, type: 'tel', adminOnly: true },
      { path: 'sanad', kind: 'sanad' },
    ],
    blank: () => ({ name: '', bio: blankText(), photoUrl: null, accountPhoneNumber: null, sanad: [] }),
  },
  categories: {
    nav: 'admin',
    canCreate: true,
    canDelete: true,
    fields: [
      { path: 'name', kind: 'localized' },
      { path: 'slug', kind: 'text' },
      { path: 'parentId', kind: 'reference', resource: 'categories', nullable: true, filter: () => 'none' },
      { path: 'position', kind: 'number' },
    ],
    blank: () => ({ slug: '', name: blankText(), parentId: null, position: 0 }),
  },
  departments: {
    nav: 'admin',
    canCreate: false,
    canDelete: false,
    fields: [
      { path: 'name', kind: 'localized' },
      { path: 'description', kind: 'localized', multiline: true },
      { path: 'position', kind: 'number' },
    ],
    blank: () => ({ name: blankText(), description: blankText(), position: 0 }),
  },
  faq: {
    nav: 'admin',
    canCreate: true,
    canDelete: true,
    fields: [
      { path: 'question', kind: 'localized' },
      { path: 'answer', kind: 'localized', multiline: true },
      { path: 'position', kind: 'number' },
    ],
    blank: () => ({ question: blankText(), answer: blankText(), position: 0 }),
  },
  links: {
    nav: 'admin',
    canCreate: true,
    canDelete: true,
    fields: [
      { path: 'slug', kind: 'text' },
      { path: 'target', kind: 'text' },
    ],
    blank: () => ({ slug: '', target: '' }),
  },
};

/** The console's navigation order. */
export const navResources: StaffResourceName[] = [
  'classes',
  'teachers',
  'categories',
  'departments',
  'faq',
  'links',
];
