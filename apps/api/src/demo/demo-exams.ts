import type { ExamState } from '@academy/contract/exam-state';
import type { Localized } from '@academy/contract/language';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { classes, examAnswers, examAttempts, kitab } from '../db/schema/index';
import { insertExam, type ExamSeed, type InsertedQuestion, type QuestionSeed } from './insert-exam';

const t = (en: string, id: string): Localized => ({ en, id });
const same = (text: string): Localized => ({ en: text, id: text });
const minute = 60_000;
const day = 24 * 60 * minute;

// Question sets on the demo kitab: Arabic grammar, hadith, tajwid and morphology.

const grammarChapterOne: QuestionSeed[] = [
  {
    kind: 'single_choice',
    prompt: t(
      'Complete the definition: الكَلَامُ هُوَ اللَّفْظُ المُرَكَّبُ المُفِيدُ …',
      'Lengkapi definisi: الكَلَامُ هُوَ اللَّفْظُ المُرَكَّبُ المُفِيدُ …',
    ),
    points: 2,
    options: [{ text: same('بِالوَضْعِ'), correct: true }, { text: same('بِالطَّبْعِ') }, { text: same('بِالعَقْلِ') }],
    explanation: t(
      'Ibn Ajurrum defines speech as an utterance, composed, meaningful, “by convention” (bil-wad‘).',
      'Ibnu Ajurrum mendefinisikan kalam sebagai lafaz yang tersusun, berfaedah, dengan bahasa Arab (bil-wadh‘).',
    ),
  },
  {
    kind: 'multiple_choice',
    prompt: t(
      'Which are the three parts of speech (أَقْسَامُ الكَلَامِ)?',
      'Manakah tiga bagian kalam (أَقْسَامُ الكَلَامِ)?',
    ),
    points: 2,
    options: [
      { text: t('اِسْمٌ (noun)', 'اِسْمٌ (kata benda)'), correct: true },
      { text: t('فِعْلٌ (verb)', 'فِعْلٌ (kata kerja)'), correct: true },
      { text: t('حَرْفٌ جَاءَ لِمَعْنًى (particle)', 'حَرْفٌ جَاءَ لِمَعْنًى (huruf)'), correct: true },
      { text: t('مَصْدَرٌ (verbal noun)', 'مَصْدَرٌ (masdar)') },
    ],
    explanation: t(
      '“وَأَقْسَامُهُ ثَلَاثَةٌ: اِسْمٌ، وَفِعْلٌ، وَحَرْفٌ جَاءَ لِمَعْنًى”. The masdar is a kind of noun.',
      '“وَأَقْسَامُهُ ثَلَاثَةٌ: اِسْمٌ، وَفِعْلٌ، وَحَرْفٌ جَاءَ لِمَعْنًى”. Masdar termasuk isim.',
    ),
  },
  {
    kind: 'short_answer',
    prompt: same('مَا إِعْرَابُ الفَاعِلِ؟ (اُكْتُبْ كَلِمَةً وَاحِدَةً)'),
    direction: 'rtl',
    points: 1,
    acceptedAnswers: ['مَرْفُوعٌ', 'مرفوع', 'marfu', 'marfu‘', "marfu'"],
    explanation: t('The doer (fa‘il) is always marfu‘.', 'Fa‘il selalu marfu‘.'),
  },
  {
    kind: 'essay',
    prompt: t(
      'Explain, with an example, why the single word «زَيْدٌ» is not kalam.',
      'Jelaskan dengan contoh mengapa satu kata «زَيْدٌ» saja belum disebut kalam.',
    ),
    points: 5,
  },
];

const practiceQuiz: QuestionSeed[] = [
  {
    kind: 'single_choice',
    prompt: t('Which word is a noun (اسم)?', 'Manakah yang termasuk isim (اسم)?'),
    options: [{ text: same('كِتَابٌ'), correct: true }, { text: same('ذَهَبَ') }, { text: same('فِي') }],
  },
  {
    kind: 'single_choice',
    prompt: t('Which word is a verb (فعل)?', 'Manakah yang termasuk fi‘il (فعل)?'),
    options: [{ text: same('قَامَ'), correct: true }, { text: same('رَجُلٌ') }, { text: same('عَلَى') }],
  },
  {
    kind: 'single_choice',
    prompt: t('Which word is a particle (حرف)?', 'Manakah yang termasuk huruf (حرف)?'),
    options: [{ text: same('عَلَى'), correct: true }, { text: same('مَسْجِدٌ') }, { text: same('يَكْتُبُ') }],
  },
];

const hadithQuiz: QuestionSeed[] = [
  {
    kind: 'single_choice',
    prompt: t(
      'Who narrated the hadith «إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ»?',
      'Siapakah perawi hadits «إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ»?',
    ),
    options: [
      { text: same('‘Umar ibn al-Khaththab'), correct: true },
      { text: same('Abu Hurairah') },
      { text: same('‘Aisyah') },
    ],
  },
  {
    kind: 'single_choice',
    prompt: t(
      'How many pillars of iman does the hadith of Jibril list?',
      'Berapa rukun iman yang disebut dalam hadits Jibril?',
    ),
    options: [{ text: same('6'), correct: true }, { text: same('5') }, { text: same('4') }],
  },
  {
    kind: 'short_answer',
    prompt: same('أَكْمِلْ: إِنَّمَا الأَعْمَالُ …'),
    direction: 'rtl',
    acceptedAnswers: ['بِالنِّيَّاتِ'],
    explanation: t('The first hadith of the Forty.', 'Hadits pertama Arbain.'),
  },
];

const hadithExam: QuestionSeed[] = [
  ...hadithQuiz,
  {
    kind: 'multiple_choice',
    prompt: t(
      'Which of these are pillars of Islam in the hadith of Jibril?',
      'Manakah yang termasuk rukun Islam dalam hadits Jibril?',
    ),
    points: 2,
    options: [
      { text: t('The prayer', 'Shalat'), correct: true },
      { text: t('The fast of Ramadan', 'Puasa Ramadhan'), correct: true },
      { text: t('Belief in the angels', 'Iman kepada malaikat') },
      { text: t('Ihsan', 'Ihsan') },
    ],
    explanation: t(
      'Belief in the angels is a pillar of iman; ihsan is the third level of the religion.',
      'Iman kepada malaikat adalah rukun iman; ihsan adalah tingkatan ketiga agama.',
    ),
  },
  {
    kind: 'essay',
    prompt: t(
      'What does the hadith of intentions teach about a deed done to be seen by people?',
      'Apa pelajaran hadits niat tentang amal yang dilakukan agar dilihat orang?',
    ),
    points: 4,
  },
];

const tajwidQuiz: QuestionSeed[] = [
  {
    kind: 'single_choice',
    prompt: t('How is the nun sakinah in «مَنْ يَقُولُ» read?', 'Bagaimana nun sukun pada «مَنْ يَقُولُ» dibaca?'),
    options: [
      { text: same('Idgham bighunnah'), correct: true },
      { text: same('Izhar halqi') },
      { text: same('Ikhfa haqiqi') },
    ],
  },
  {
    kind: 'multiple_choice',
    prompt: t(
      'Which are the letters of idgham bighunnah (يَنْمُو)?',
      'Manakah huruf-huruf idgham bighunnah (يَنْمُو)?',
    ),
    options: [
      { text: same('ي'), correct: true },
      { text: same('ن'), correct: true },
      { text: same('م'), correct: true },
      { text: same('و'), correct: true },
      { text: same('ل') },
      { text: same('ر') },
    ],
  },
  {
    kind: 'short_answer',
    prompt: t(
      'Name the rule of a nun sakinah before the letter ب.',
      'Sebutkan hukum nun sukun yang bertemu huruf ب.',
    ),
    acceptedAnswers: ['iqlab', 'إِقْلَابٌ', 'إقلاب'],
  },
  {
    kind: 'essay',
    prompt: t(
      'Explain the difference between izhar and ikhfa with one example from al-Fatihah or Juz ‘Amma.',
      'Jelaskan perbedaan izhar dan ikhfa dengan satu contoh dari al-Fatihah atau Juz ‘Amma.',
    ),
    points: 3,
  },
];

const sharafExam: QuestionSeed[] = [
  {
    kind: 'single_choice',
    prompt: t('What is the present tense of «نَصَرَ»?', 'Apa fi‘il mudhari‘ dari «نَصَرَ»?'),
    options: [{ text: same('يَنْصُرُ'), correct: true }, { text: same('يَنْصِرُ') }, { text: same('يَنْصَرُ') }],
  },
  {
    kind: 'short_answer',
    prompt: same('مَا مَصْدَرُ «نَصَرَ»؟'),
    direction: 'rtl',
    acceptedAnswers: ['نَصْرًا', 'نَصْرٌ'],
  },
  {
    kind: 'multiple_choice',
    prompt: t('Which of these are past-tense verbs (فعل ماض)?', 'Manakah yang termasuk fi‘il madhi?'),
    options: [
      { text: same('ضَرَبَ'), correct: true },
      { text: same('فَتَحَ'), correct: true },
      { text: same('يَعْلَمُ') },
    ],
  },
];

type DemoExam = Omit<ExamSeed, 'kitabId'> & {
  kitab: 'nahwu-ajurrumiyyah' | 'arbain-nawawi' | 'sharaf-amtsilah' | 'tahfizh-privat';
  /** The state the demo main profile is left in, and how. */
  state: ExamState;
  attempts?: ('failed' | 'passed' | 'running')[];
};

function demoExams(now: number): DemoExam[] {
  const at = (offset: number) => new Date(now + offset);
  return [
    {
      kitab: 'nahwu-ajurrumiyyah',
      state: 'start',
      title: t('One-minute practice quiz', 'Kuis latihan satu menit'),
      description: t(
        'Three quick questions in one minute: watch the time run out.',
        'Tiga soal singkat dalam satu menit: lihat waktunya habis.',
      ),
      durationMinutes: 1,
      opensAt: at(-day),
      closesAt: at(365 * day),
      attemptsAllowed: 100,
      questions: practiceQuiz,
    },
    {
      kitab: 'nahwu-ajurrumiyyah',
      state: 'start',
      title: t('Chapter one exam: speech', 'Ujian bab satu: kalam'),
      description: t(
        'The definition of speech and its parts, in all four kinds of question.',
        'Definisi kalam dan pembagiannya, dengan empat jenis soal.',
      ),
      durationMinutes: 30,
      opensAt: at(-day),
      closesAt: at(60 * day),
      passMark: 70,
      attemptsAllowed: 2,
      questions: grammarChapterOne,
    },
    {
      kitab: 'arbain-nawawi',
      state: 'revise',
      attempts: ['failed'],
      title: t('Week 1 quiz: intentions and Jibril', 'Kuis pekan 1: niat dan Jibril'),
      description: t('Hadith 1 and 2.', 'Hadits 1 dan 2.'),
      durationMinutes: 10,
      opensAt: at(-7 * day),
      closesAt: at(14 * day),
      attemptsAllowed: 2,
      questions: hadithQuiz,
    },
    {
      kitab: 'arbain-nawawi',
      state: 'continue',
      attempts: ['running'],
      title: t('Take-home exam: hadith 1–4', 'Ujian take-home: hadits 1–4'),
      description: t('Three days to answer at your own pace.', 'Tiga hari untuk menjawab dengan tenang.'),
      durationMinutes: 3 * 24 * 60,
      opensAt: at(-2 * day),
      closesAt: at(10 * day),
      questions: hadithExam,
    },
    {
      kitab: 'arbain-nawawi',
      state: 'start',
      title: t('Hadith 1–10 exam', 'Ujian hadits 1–10'),
      description: t(
        'Forty-five minutes, all four kinds of question.',
        'Empat puluh lima menit, empat jenis soal.',
      ),
      durationMinutes: 45,
      opensAt: at(-day),
      closesAt: at(30 * day),
      questions: hadithExam,
    },
    {
      kitab: 'arbain-nawawi',
      state: 'not_open_yet',
      title: t('Final exam of the Forty', 'Ujian akhir Arbain'),
      description: t('Opens after the last meeting.', 'Dibuka setelah pertemuan terakhir.'),
      durationMinutes: 60,
      opensAt: at(21 * day),
      closesAt: at(28 * day),
      questions: hadithExam,
    },
    {
      kitab: 'arbain-nawawi',
      state: 'pay_first',
      title: t('Sanad certification exam', 'Ujian sertifikasi sanad'),
      description: t(
        'A paid exam for the certificate with sanad.',
        'Ujian berbayar untuk sertifikat bersanad.',
      ),
      durationMinutes: 60,
      opensAt: at(-day),
      closesAt: at(45 * day),
      price: 50_000,
      questions: hadithExam,
    },
    {
      kitab: 'tahfizh-privat',
      state: 'start',
      title: t('Tajwid quiz: nun sakinah', 'Kuis tajwid: nun sukun'),
      description: t('The rules of nun sakinah and tanwin.', 'Hukum nun sukun dan tanwin.'),
      durationMinutes: 20,
      opensAt: at(-day),
      closesAt: at(30 * day),
      questions: tajwidQuiz,
    },
    {
      kitab: 'sharaf-amtsilah',
      state: 'result',
      attempts: ['passed'],
      title: t('Final exam of morphology', 'Ujian akhir sharaf'),
      description: t('The patterns of the first chapter.', 'Wazan-wazan bab pertama.'),
      durationMinutes: 30,
      opensAt: at(-20 * day),
      closesAt: at(-10 * day),
      questions: sharafExam,
    },
    {
      // Not on the ended class's kitab: a closed, unsat exam there would keep its certificate from
      // the demo learner (decisions §7: every exam of the kitab passed).
      kitab: 'tahfizh-privat',
      state: 'ended',
      title: t('Make-up tajwid quiz', 'Kuis susulan tajwid'),
      description: t('For those who missed the tajwid quiz.', 'Bagi yang tertinggal kuis tajwid.'),
      durationMinutes: 20,
      opensAt: at(-9 * day),
      closesAt: at(-8 * day),
      questions: tajwidQuiz,
    },
  ];
}

/** The right answer of an objective question (for the seeded passed attempt). */
function rightValue(question: InsertedQuestion, seed: QuestionSeed): string | string[] {
  if (question.kind === 'multiple_choice') return question.rightOptionIds;
  if (question.kind === 'single_choice') return question.rightOptionIds[0] ?? '';
  return seed.acceptedAnswers?.[0] ?? 'جَوَابٌ';
}

/** A wrong answer: another option, or a text that matches nothing. */
function wrongValue(question: InsertedQuestion): string | string[] {
  const wrong = question.optionIds.find((id) => !question.rightOptionIds.includes(id));
  if (question.kind === 'multiple_choice') return wrong ? [wrong] : [];
  if (question.kind === 'single_choice') return wrong ?? '';
  return 'لَا أَدْرِي';
}

/**
 * The demo exams (issue 8): on the kitab of the demo classes, each leaving the demo main profile in
 * one state, plus a one-minute practice quiz on the open Ajurrumiyyah class anyone can join.
 * Seeded attempts are graded by the exam service, as real ones are.
 */
export async function seedDemoExams(app: App, mainProfileId: string, now = Date.now()) {
  const { db } = app.database;
  const books = await db
    .select({ id: kitab.id, slug: classes.slug })
    .from(kitab)
    .innerJoin(classes, eq(classes.id, kitab.classId));
  const kitabOf = (slug: string) => books.find((book) => book.slug === slug)?.id;
  const seeded: { title: string; state: ExamState }[] = [];
  for (const [position, { kitab: slug, state, attempts = [], ...exam }] of demoExams(now).entries()) {
    const kitabId = kitabOf(slug);
    if (!kitabId) continue;
    const { examId, questions } = await insertExam(db, { ...exam, kitabId, position: position + 1 });
    for (const [index, outcome] of attempts.entries()) {
      const startedAt =
        outcome === 'running' ? new Date(now - 60 * minute) : new Date(exam.opensAt.getTime() + day);
      const deadline = new Date(
        Math.min(startedAt.getTime() + exam.durationMinutes * minute, exam.closesAt.getTime()),
      );
      const [attempt] = await db
        .insert(examAttempts)
        .values({
          examId,
          profileId: mainProfileId,
          number: index + 1,
          startedAt,
          deadline,
          status: outcome === 'running' ? 'in_progress' : 'submitted',
          submittedAt: outcome === 'running' ? null : new Date(startedAt.getTime() + 8 * minute),
        })
        .returning({ id: examAttempts.id });
      // The running attempt has its first answers saved; finished ones answer every question.
      const answered = outcome === 'running' ? questions.slice(0, 2) : questions;
      await db.insert(examAnswers).values(
        answered.map((question) => {
          const seed = exam.questions[questions.indexOf(question)]!;
          const value =
            question.kind === 'essay'
              ? 'Amal yang diniatkan agar dilihat orang tidak berpahala, karena setiap amal tergantung niatnya.'
              : outcome === 'failed'
                ? wrongValue(question)
                : rightValue(question, seed);
          return { attemptId: attempt!.id, questionId: question.id, value, seq: 1, savedAt: startedAt };
        }),
      );
      if (outcome !== 'running') await app.services.exams.gradeAttempt(attempt!.id);
    }
    seeded.push({ title: exam.title.en, state });
  }
  return seeded;
}
