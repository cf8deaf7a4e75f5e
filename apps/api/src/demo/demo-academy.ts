import { and, eq } from 'drizzle-orm';
import type { ClassState } from '@academy/contract/class-state';
import type { Localized } from '@academy/contract/language';
import type { CourseKind } from '@academy/contract/kitab';
import { hashSecret } from '../lib/passwords';
import { demoLessonSchedule, demoMeetingSchedule, seedDemoReminder } from './demo-meetings';
import type { Database } from '../db/database';
import {
  categories,
  classes,
  courseCompletions,
  courseLastAccess,
  courses,
  departments,
  enrolments,
  faqEntries,
  kitab,
  pertemuan,
  shortLinks,
  teacherKitabSanadLinks,
  teachers,
} from '../db/schema/index';
import { timelineFor } from './class-timelines';

/** Join password of the demo's password-protected class (`halaqah-alumni`). */
export const demoClassPassword = 'alumni2025';

const t = (en: string, id: string): Localized => ({ en, id });
const day = 86_400_000;
/**
 * Demo media are served by the academy itself from apps/api/demo-media at signed addresses only
 * (decision 0015), made by scripts/demo-media/make-demo-media.sh (slides and narration; each
 * lasts under a minute).
 */
const media = (file: string) => `/demo-media/${file}`;

type CourseSpec = {
  title: Localized;
  kind: CourseKind;
  minutes: number;
  body?: string;
  rtl?: boolean;
  file?: string;
};
type MeetingSpec = { title: Localized; courses: CourseSpec[] };
type KitabSpec = {
  title: Localized;
  titleArabic: string;
  author: string;
  description: Localized;
  price: number | null;
  meetings: MeetingSpec[];
};

const arabic = (title: Localized, body: string, minutes = 15): CourseSpec => ({
  title,
  kind: 'text',
  minutes,
  body,
  rtl: true,
});
const explain = (title: Localized, body: string, minutes = 10): CourseSpec => ({
  title,
  kind: 'text',
  minutes,
  body,
});
const video = (title: Localized, file: string, minutes: number): CourseSpec => ({
  title,
  kind: 'video',
  minutes,
  file,
});
const audio = (title: Localized, file: string, minutes: number): CourseSpec => ({
  title,
  kind: 'audio',
  minutes,
  file,
});
const pdf = (title: Localized, file: string, minutes: number): CourseSpec => ({
  title,
  kind: 'pdf',
  minutes,
  file,
});

// The texts: opening passages of well-known primers, with short Indonesian explanations.
const library = {
  ajurrumiyyah: {
    title: t('Matn al-Ajurrumiyyah', 'Matan al-Ajurrumiyyah'),
    titleArabic: 'مَتْنُ الآجُرُّومِيَّةِ',
    author: 'Ibnu Ajurrum ash-Shanhaji',
    description: t(
      'The classic first primer of Arabic grammar.',
      'Kitab dasar ilmu nahwu yang paling masyhur.',
    ),
    price: 50_000,
    meetings: [
      {
        title: t('Speech and its parts', 'Kalam dan pembagiannya'),
        courses: [
          arabic(
            t('Text: al-Kalam', 'Matan: al-Kalam'),
            'بِسْمِ اللَّهِ الرَّحْمَنِ الرَّحِيمِ\nالكَلَامُ: هُوَ اللَّفْظُ المُرَكَّبُ المُفِيدُ بِالوَضْعِ.\nوَأَقْسَامُهُ ثَلَاثَةٌ: اسْمٌ، وَفِعْلٌ، وَحَرْفٌ جَاءَ لِمَعْنًى.',
          ),
          explain(
            t('Explanation: what counts as speech', 'Penjelasan: syarat kalam'),
            'Kalam menurut ahli nahwu adalah lafaz yang tersusun dari dua kata atau lebih, memberi faedah yang sempurna, dan diucapkan dengan bahasa Arab. Contoh: جَاءَ زَيْدٌ (Zaid telah datang).\n\nKalam terbagi menjadi tiga: isim (kata benda), fi‘il (kata kerja), dan huruf yang datang untuk suatu makna.',
          ),
          video(t('Video summary', 'Ringkasan video'), 'ajurrumiyyah-01.mp4', 1),
        ],
      },
      {
        title: t('Signs of the noun', 'Tanda-tanda isim'),
        courses: [
          arabic(
            t('Text: signs of the noun', 'Matan: tanda-tanda isim'),
            'فَالاسْمُ يُعْرَفُ بِالخَفْضِ، وَالتَّنْوِينِ، وَدُخُولِ الأَلِفِ وَاللَّامِ،\nوَحُرُوفِ الخَفْضِ، وَهِيَ: مِنْ، وَإِلَى، وَعَنْ، وَعَلَى، وَفِي، وَرُبَّ، وَالبَاءُ، وَالكَافُ، وَاللَّامُ.',
          ),
          explain(
            t('Explanation: four signs', 'Penjelasan: empat tanda isim'),
            'Isim dikenali dengan empat tanda: (1) khafadh/jar, seperti بِسْمِ; (2) tanwin, seperti كِتَابٌ; (3) alif lam, seperti الكِتَابُ; (4) didahului huruf jar, seperti فِي المَسْجِدِ.',
          ),
          pdf(
            t('Worksheet: find the nouns', 'Lembar latihan: menemukan isim'),
            'ajurrumiyyah-latihan-01.pdf',
            20,
          ),
        ],
      },
      {
        title: t('Signs of the verb and the particle', 'Tanda fi‘il dan huruf'),
        courses: [
          arabic(
            t('Text: signs of the verb', 'Matan: tanda-tanda fi‘il'),
            'وَالفِعْلُ يُعْرَفُ بِقَدْ، وَالسِّينِ، وَسَوْفَ، وَتَاءِ التَّأْنِيثِ السَّاكِنَةِ.\nوَالحَرْفُ مَا لَا يَصْلُحُ مَعَهُ دَلِيلُ الاسْمِ وَلَا دَلِيلُ الفِعْلِ.',
          ),
          audio(t('Audio explanation of the text', 'Penjelasan audio matan'), 'ajurrumiyyah-03.mp3', 1),
        ],
      },
    ],
  },
  arbain: {
    title: t('Al-Arba‘in an-Nawawiyyah', 'Hadits Arbain Nawawi'),
    titleArabic: 'الأَرْبَعُونَ النَّوَوِيَّةُ',
    author: 'Imam an-Nawawi',
    description: t('Forty-two foundational hadith.', 'Empat puluh dua hadits pokok agama.'),
    price: null,
    meetings: [
      {
        title: t('Hadith 1: actions are by intentions', 'Hadits 1: amal tergantung niat'),
        courses: [
          arabic(
            t('Text of hadith 1', 'Matan hadits 1'),
            'عَنْ أَمِيرِ المُؤْمِنِينَ أَبِي حَفْصٍ عُمَرَ بْنِ الخَطَّابِ رَضِيَ اللَّهُ عَنْهُ قَالَ: سَمِعْتُ رَسُولَ اللَّهِ ﷺ يَقُولُ: «إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ، وَإِنَّمَا لِكُلِّ امْرِئٍ مَا نَوَى، فَمَنْ كَانَتْ هِجْرَتُهُ إِلَى اللَّهِ وَرَسُولِهِ فَهِجْرَتُهُ إِلَى اللَّهِ وَرَسُولِهِ، وَمَنْ كَانَتْ هِجْرَتُهُ لِدُنْيَا يُصِيبُهَا أَوِ امْرَأَةٍ يَنْكِحُهَا فَهِجْرَتُهُ إِلَى مَا هَاجَرَ إِلَيْهِ». رَوَاهُ البُخَارِيُّ وَمُسْلِمٌ.',
          ),
          explain(
            t('Lessons of hadith 1', 'Faedah hadits 1'),
            'Hadits ini adalah salah satu poros agama. Setiap amal dinilai menurut niatnya: amal yang sama bisa bernilai ibadah atau sia-sia tergantung niat pelakunya. Para ulama membuka kitab-kitab mereka dengan hadits ini sebagai pengingat untuk meluruskan niat dalam menuntut ilmu.',
          ),
          video(t('Video summary', 'Ringkasan video'), 'arbain-01.mp4', 1),
        ],
      },
      {
        title: t('Hadith 2: Islam, iman and ihsan', 'Hadits 2: Islam, iman dan ihsan'),
        courses: [
          arabic(
            t('Text of hadith 2 (opening)', 'Matan hadits 2 (awal)'),
            'عَنْ عُمَرَ رَضِيَ اللَّهُ عَنْهُ أَيْضًا قَالَ: بَيْنَمَا نَحْنُ جُلُوسٌ عِنْدَ رَسُولِ اللَّهِ ﷺ ذَاتَ يَوْمٍ، إِذْ طَلَعَ عَلَيْنَا رَجُلٌ شَدِيدُ بَيَاضِ الثِّيَابِ، شَدِيدُ سَوَادِ الشَّعْرِ، لَا يُرَى عَلَيْهِ أَثَرُ السَّفَرِ، وَلَا يَعْرِفُهُ مِنَّا أَحَدٌ...',
          ),
          audio(t('Audio explanation', 'Penjelasan audio'), 'arbain-02.mp3', 1),
        ],
      },
      {
        title: t('Hadith 3: the pillars of Islam', 'Hadits 3: rukun Islam'),
        courses: [
          arabic(
            t('Text of hadith 3', 'Matan hadits 3'),
            'عَنْ أَبِي عَبْدِ الرَّحْمَنِ عَبْدِ اللَّهِ بْنِ عُمَرَ بْنِ الخَطَّابِ رَضِيَ اللَّهُ عَنْهُمَا قَالَ: سَمِعْتُ رَسُولَ اللَّهِ ﷺ يَقُولُ: «بُنِيَ الإِسْلَامُ عَلَى خَمْسٍ: شَهَادَةِ أَنْ لَا إِلَهَ إِلَّا اللَّهُ وَأَنَّ مُحَمَّدًا رَسُولُ اللَّهِ، وَإِقَامِ الصَّلَاةِ، وَإِيتَاءِ الزَّكَاةِ، وَحَجِّ البَيْتِ، وَصَوْمِ رَمَضَانَ». رَوَاهُ البُخَارِيُّ وَمُسْلِمٌ.',
          ),
          pdf(t('Summary notes', 'Ringkasan kajian'), 'arbain-03-ringkasan.pdf', 15),
        ],
      },
      {
        title: t('Hadith 4: the stages of creation', 'Hadits 4: tahapan penciptaan'),
        courses: [
          arabic(
            t('Text of hadith 4 (opening)', 'Matan hadits 4 (awal)'),
            'عَنْ أَبِي عَبْدِ الرَّحْمَنِ عَبْدِ اللَّهِ بْنِ مَسْعُودٍ رَضِيَ اللَّهُ عَنْهُ قَالَ: حَدَّثَنَا رَسُولُ اللَّهِ ﷺ وَهُوَ الصَّادِقُ المَصْدُوقُ: «إِنَّ أَحَدَكُمْ يُجْمَعُ خَلْقُهُ فِي بَطْنِ أُمِّهِ أَرْبَعِينَ يَوْمًا نُطْفَةً...»',
          ),
          video(t('Video summary', 'Ringkasan video'), 'arbain-04.mp4', 1),
        ],
      },
      {
        title: t('Review and questions', 'Muraja‘ah dan tanya jawab'),
        courses: [
          explain(
            t('Review questions', 'Soal muraja‘ah'),
            '1. Sebutkan dua kalimat pokok dalam hadits pertama.\n2. Apa makna ihsan menurut hadits Jibril?\n3. Sebutkan lima rukun Islam beserta dalilnya.\n4. Berapa hari tiap tahapan penciptaan dalam hadits keempat?',
          ),
        ],
      },
    ],
  },
  tuhfah: {
    title: t('Tuhfat al-Atfal', 'Tuhfatul Athfal'),
    titleArabic: 'تُحْفَةُ الأَطْفَالِ',
    author: 'Sulaiman al-Jamzuri',
    description: t('A poem on the rules of tajwid.', 'Nazham dasar ilmu tajwid.'),
    price: 75_000,
    meetings: [
      {
        title: t('Opening verses', 'Bait-bait pembuka'),
        courses: [
          arabic(
            t('Verses 1–4', 'Bait 1–4'),
            'يَقُولُ رَاجِي رَحْمَةِ الغَفُورِ ... دَوْمًا سُلَيْمَانُ هُوَ الجَمْزُورِي\nالحَمْدُ لِلَّهِ مُصَلِّيًا عَلَى ... مُحَمَّدٍ وَآلِهِ وَمَنْ تَلَا\nوَبَعْدُ هَذَا النَّظْمُ لِلْمُرِيدِ ... فِي النُّونِ وَالتَّنْوِينِ وَالمُدُودِ\nسَمَّيْتُهُ بِتُحْفَةِ الأَطْفَالِ ... عَنْ شَيْخِنَا المِيهِيِّ ذِي الكَمَالِ',
          ),
          audio(
            t('Audio explanation of the opening verses', 'Penjelasan audio bait pembuka'),
            'tuhfah-01.mp3',
            1,
          ),
        ],
      },
      {
        title: t('Nun sakinah and tanwin', 'Hukum nun sukun dan tanwin'),
        courses: [
          arabic(
            t('Verses on izhar', 'Bait tentang izhar'),
            'لِلنُّونِ إِنْ تَسْكُنْ وَلِلتَّنْوِينِ ... أَرْبَعُ أَحْكَامٍ فَخُذْ تَبْيِينِي\nفَالأَوَّلُ الإِظْهَارُ قَبْلَ أَحْرُفِ ... لِلْحَلْقِ سِتٌّ رُتِّبَتْ فَلْتَعْرِفِ\nهَمْزٌ فَهَاءٌ ثُمَّ عَيْنٌ حَاءُ ... مُهْمَلَتَانِ ثُمَّ غَيْنٌ خَاءُ',
          ),
          explain(
            t('Explanation: izhar halqi', 'Penjelasan: izhar halqi'),
            'Nun sukun atau tanwin dibaca jelas (izhar) bila bertemu salah satu dari enam huruf halq: ء ه ع ح غ خ. Contoh: مَنْ آمَنَ، مِنْ هَادٍ، عَذَابٌ أَلِيمٌ.',
          ),
          video(t('Video explanation', 'Penjelasan video'), 'tuhfah-02.mp4', 1),
        ],
      },
    ],
  },
  amtsilah: {
    title: t('Al-Amthilah at-Tasrifiyyah', 'Al-Amtsilah at-Tashrifiyyah'),
    titleArabic: 'الأَمْثِلَةُ التَّصْرِيفِيَّةُ',
    author: 'KH. Muhammad Ma‘shum bin Ali',
    description: t('Verb patterns of Arabic morphology.', 'Tabel perubahan kata dalam ilmu sharaf.'),
    price: null,
    meetings: [
      {
        title: t('The first pattern', 'Wazan pertama'),
        courses: [
          arabic(
            t('Conjugation of nasara', 'Tashrif نَصَرَ'),
            'نَصَرَ يَنْصُرُ نَصْرًا وَمَنْصَرًا فَهُوَ نَاصِرٌ وَذَاكَ مَنْصُورٌ\nاُنْصُرْ لَا تَنْصُرْ مَنْصَرٌ مَنْصَرٌ مِنْصَرٌ',
          ),
          explain(
            t('Explanation: fa‘ala yaf‘ulu', 'Penjelasan: fa‘ala yaf‘ulu'),
            'Wazan فَعَلَ يَفْعُلُ adalah bab pertama dalam tashrif istilahi: fi‘il madhi berharakat fathah pada ‘ain fi‘il, dan fi‘il mudhari‘ berharakat dhammah.',
          ),
        ],
      },
      {
        title: t('The second pattern', 'Wazan kedua'),
        courses: [
          arabic(t('Conjugation of daraba', 'Tashrif ضَرَبَ'), 'ضَرَبَ يَضْرِبُ ضَرْبًا وَمَضْرَبًا فَهُوَ ضَارِبٌ وَذَاكَ مَضْرُوبٌ'),
          pdf(t('Conjugation table', 'Tabel tashrif'), 'amtsilah-tabel.pdf', 10),
        ],
      },
    ],
  },
  sakinah: {
    title: t('Building a Sakinah Family', 'Membangun Keluarga Sakinah'),
    titleArabic: 'بِنَاءُ الأُسْرَةِ السَّعِيدَةِ',
    author: 'Tim Akademi',
    description: t('Rights and duties in the Muslim family.', 'Hak dan kewajiban dalam keluarga Muslim.'),
    price: null,
    meetings: [
      {
        title: t('The purpose of marriage', 'Tujuan pernikahan'),
        courses: [
          arabic(
            t('Ar-Rum 21', 'Ar-Rum ayat 21'),
            'وَمِنْ آيَاتِهِ أَنْ خَلَقَ لَكُمْ مِنْ أَنْفُسِكُمْ أَزْوَاجًا لِتَسْكُنُوا إِلَيْهَا وَجَعَلَ بَيْنَكُمْ مَوَدَّةً وَرَحْمَةً ۚ إِنَّ فِي ذَٰلِكَ لَآيَاتٍ لِقَوْمٍ يَتَفَكَّرُونَ',
          ),
          explain(
            t('Sakinah, mawaddah, rahmah', 'Sakinah, mawaddah, rahmah'),
            'Ayat ini menyebut tiga pilar rumah tangga: sakinah (ketenangan), mawaddah (cinta) dan rahmah (kasih sayang). Kajian ini membahas bagaimana ketiganya dibangun melalui ilmu, komunikasi yang baik, dan saling menunaikan hak.',
          ),
        ],
      },
      {
        title: t('Rights of husband and wife', 'Hak suami dan istri'),
        courses: [video(t('Video summary', 'Ringkasan video'), 'sakinah-02.mp4', 1)],
      },
    ],
  },
  fatihah: {
    title: t('Tahsin of al-Fatihah', 'Tahsin Surat al-Fatihah'),
    titleArabic: 'تَحْسِينُ سُورَةِ الفَاتِحَةِ',
    author: 'Tim Akademi',
    description: t('Correct recitation of al-Fatihah.', 'Memperbaiki bacaan surat al-Fatihah.'),
    price: null,
    meetings: [
      {
        title: t('Verses 1–4', 'Ayat 1–4'),
        courses: [
          arabic(
            t('Text', 'Teks ayat'),
            'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ ۝ الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ ۝ الرَّحْمَٰنِ الرَّحِيمِ ۝ مَالِكِ يَوْمِ الدِّينِ',
          ),
          audio(t('Audio guide to verses 1–4', 'Panduan audio ayat 1–4'), 'fatihah-01.mp3', 1),
        ],
      },
      {
        title: t('Verses 5–7', 'Ayat 5–7'),
        courses: [
          arabic(
            t('Text', 'Teks ayat'),
            'إِيَّاكَ نَعْبُدُ وَإِيَّاكَ نَسْتَعِينُ ۝ اهْدِنَا الصِّرَاطَ الْمُسْتَقِيمَ ۝ صِرَاطَ الَّذِينَ أَنْعَمْتَ عَلَيْهِمْ غَيْرِ الْمَغْضُوبِ عَلَيْهِمْ وَلَا الضَّالِّينَ',
          ),
          explain(
            t('Common mistakes', 'Kesalahan yang sering terjadi'),
            'Perhatikan tasydid pada إِيَّاكَ: membaca tanpa tasydid mengubah makna. Bedakan pula ض pada الضَّالِّينَ dari د dan ظ.',
          ),
        ],
      },
    ],
  },
} satisfies Record<string, KitabSpec>;

type ClassSpec = {
  slug: string;
  state: ClassState;
  title: Localized;
  description: Localized;
  department: 'bahasa-arab' | 'quran' | 'keluarga';
  category: string;
  subCategory: string;
  teacher: 'ustadz' | 'ustadzah';
  price: number;
  capacity: number;
  gender: 'all' | 'male' | 'female';
  password?: string;
  kitab: (keyof typeof library)[];
};

const classSpecs: ClassSpec[] = [
  {
    slug: 'nahwu-ajurrumiyyah',
    state: 'registration_open',
    title: t('Arabic Grammar with al-Ajurrumiyyah', 'Nahwu Dasar: Matan al-Ajurrumiyyah'),
    description: t(
      'Read the classic primer line by line and learn to parse simple sentences.',
      'Mengkaji matan al-Ajurrumiyyah baris demi baris hingga mampu mengi‘rab kalimat sederhana.',
    ),
    department: 'bahasa-arab',
    category: 'nahwu',
    subCategory: 'nahwu-dasar',
    teacher: 'ustadz',
    price: 0,
    capacity: 100,
    gender: 'all',
    kitab: ['ajurrumiyyah'],
  },
  {
    slug: 'arbain-nawawi',
    state: 'in_progress',
    title: t('The Forty Hadith of an-Nawawi', 'Kajian Hadits Arbain Nawawi'),
    description: t(
      'One hadith a week, with its lessons for daily life.',
      'Satu hadits setiap pekan beserta faedahnya.',
    ),
    department: 'bahasa-arab',
    category: 'hadits',
    subCategory: 'hadits-arbain',
    teacher: 'ustadz',
    price: 0,
    capacity: 200,
    gender: 'all',
    kitab: ['arbain'],
  },
  {
    slug: 'tajwid-tuhfatul-athfal',
    state: 'registration_open',
    title: t('Tajwid with Tuhfat al-Atfal', 'Tajwid: Nazham Tuhfatul Athfal'),
    description: t('Memorise the poem and apply its rules.', 'Menghafal nazham dan mempraktikkan kaidahnya.'),
    department: 'quran',
    category: 'tajwid',
    subCategory: 'tajwid-dasar',
    teacher: 'ustadz',
    price: 150_000,
    capacity: 50,
    gender: 'all',
    kitab: ['tuhfah'],
  },
  {
    slug: 'tahsin-akhwat',
    state: 'registration_open',
    title: t('Recitation Circle for Sisters', 'Halaqah Tahsin Akhwat'),
    description: t(
      'Small-group recitation practice for women.',
      'Latihan bacaan Al-Qur’an berkelompok khusus muslimah.',
    ),
    department: 'quran',
    category: 'tajwid',
    subCategory: 'tajwid-dasar',
    teacher: 'ustadzah',
    price: 0,
    capacity: 20,
    gender: 'female',
    kitab: ['fatihah'],
  },
  {
    slug: 'bahasa-arab-ikhwan-intensif',
    state: 'not_open_yet',
    title: t('Intensive Arabic for Brothers', 'Bahasa Arab Intensif Ikhwan'),
    description: t('An intensive morphology course for men.', 'Kelas sharaf intensif khusus ikhwan.'),
    department: 'bahasa-arab',
    category: 'nahwu',
    subCategory: 'sharaf',
    teacher: 'ustadz',
    price: 250_000,
    capacity: 30,
    gender: 'male',
    kitab: ['amtsilah'],
  },
  {
    slug: 'keluarga-sakinah',
    state: 'registration_ended',
    title: t('Building a Sakinah Family', 'Membangun Keluarga Sakinah'),
    description: t(
      'For couples and those preparing for marriage.',
      'Untuk pasangan dan yang sedang mempersiapkan pernikahan.',
    ),
    department: 'keluarga',
    category: 'keluarga',
    subCategory: 'fiqih-keluarga',
    teacher: 'ustadz',
    price: 0,
    capacity: 150,
    gender: 'all',
    kitab: ['sakinah'],
  },
  {
    slug: 'sharaf-amtsilah',
    state: 'ended',
    title: t('Arabic Morphology Basics', 'Sharaf Dasar: Amtsilah Tashrifiyyah'),
    description: t('Verb patterns, table by table.', 'Mengenal wazan-wazan fi‘il tabel demi tabel.'),
    department: 'bahasa-arab',
    category: 'nahwu',
    subCategory: 'sharaf',
    teacher: 'ustadz',
    price: 0,
    capacity: 100,
    gender: 'all',
    kitab: ['amtsilah'],
  },
  {
    slug: 'tahfizh-privat',
    state: 'full',
    title: t('Private Quran Memorisation', 'Tahfizh Privat'),
    description: t('Memorisation with one-to-one checking.', 'Setoran hafalan dengan bimbingan langsung.'),
    department: 'quran',
    category: 'tajwid',
    subCategory: 'tajwid-dasar',
    teacher: 'ustadz',
    price: 0,
    capacity: 2,
    gender: 'all',
    kitab: ['fatihah'],
  },
  {
    slug: 'halaqah-alumni',
    state: 'registration_open',
    title: t('Alumni Study Circle', 'Halaqah Alumni'),
    description: t(
      'A closed circle for graduates; ask the admin for the join password.',
      'Halaqah tertutup untuk alumni; minta kata sandi pendaftaran kepada admin.',
    ),
    department: 'bahasa-arab',
    category: 'hadits',
    subCategory: 'hadits-arbain',
    teacher: 'ustadz',
    price: 0,
    capacity: 40,
    gender: 'male',
    password: demoClassPassword,
    kitab: ['arbain'],
  },
];

export interface DemoAcademyOptions {
  /** The demo learner's profiles, main first: enrolled in some classes, with progress. */
  learnerProfileIds: string[];
  now?: Date;
}

/** Class slugs by the state they are in at seeding time (for the start-up log and README). */
export type DemoAcademySummary = { slug: string; state: ClassState }[];

/**
 * Seeds the demo academy into an empty catalogue: departments, categories, teachers with a sanad,
 * classes in every state (dates relative to `now`), kitab with pertemuan and courses of every kind,
 * the demo learner's enrolments and progress, short links and the FAQ.
 */
export async function seedDemoAcademy(
  db: Database,
  options: DemoAcademyOptions,
): Promise<DemoAcademySummary> {
  const now = options.now ?? new Date();
  const [main, ...others] = options.learnerProfileIds;

  await db.insert(departments).values([
    {
      slug: 'bahasa-arab',
      position: 1,
      name: t('Arabic Language', 'Bahasa Arab'),
      description: t(
        'Grammar, morphology and reading of classical texts.',
        'Nahwu, sharaf dan membaca kitab-kitab turats.',
      ),
    },
    {
      slug: 'quran',
      position: 2,
      name: t('Quran', 'Al-Qur’an'),
      description: t('Tajwid, recitation and memorisation.', 'Tajwid, tahsin dan tahfizh Al-Qur’an.'),
    },
    {
      slug: 'keluarga',
      position: 3,
      name: t('Family', 'Keluarga'),
      description: t('Knowledge for building a Muslim family.', 'Ilmu untuk membangun keluarga Muslim.'),
    },
  ]);

  const tree: { slug: string; name: Localized; subs: { slug: string; name: Localized }[] }[] = [
    {
      slug: 'nahwu',
      name: t('Grammar and morphology', 'Nahwu dan sharaf'),
      subs: [
        { slug: 'nahwu-dasar', name: t('Basic grammar', 'Nahwu dasar') },
        { slug: 'sharaf', name: t('Morphology', 'Sharaf') },
      ],
    },
    {
      slug: 'hadits',
      name: t('Hadith', 'Hadits'),
      subs: [{ slug: 'hadits-arbain', name: t('The Forty', 'Arbain') }],
    },
    {
      slug: 'tajwid',
      name: t('Tajwid', 'Tajwid'),
      subs: [{ slug: 'tajwid-dasar', name: t('Basic tajwid', 'Tajwid dasar') }],
    },
    {
      slug: 'keluarga',
      name: t('Family', 'Keluarga'),
      subs: [{ slug: 'fiqih-keluarga', name: t('Family fiqh', 'Fiqih keluarga') }],
    },
  ];
  const categoryIds = new Map<string, string>();
  for (const [index, parent] of tree.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ slug: parent.slug, name: parent.name, position: index + 1 })
      .returning({ id: categories.id });
    categoryIds.set(parent.slug, row!.id);
    for (const [subIndex, sub] of parent.subs.entries()) {
      const [subRow] = await db
        .insert(categories)
        .values({ slug: sub.slug, name: sub.name, parentId: row!.id, position: subIndex + 1 })
        .returning({ id: categories.id });
      categoryIds.set(sub.slug, subRow!.id);
    }
  }

  const [ustadz] = await db
    .insert(teachers)
    .values({
      name: 'Ustadz Abdullah Hakim, Lc., M.A.',
      bio: t(
        'Graduate of the Faculty of Hadith, Islamic University of Madinah; teaches Arabic and hadith.',
        'Lulusan Fakultas Hadits Universitas Islam Madinah; mengajar bahasa Arab dan hadits.',
      ),
      photoUrl: null,
    })
    .returning({ id: teachers.id });
  const [ustadzah] = await db
    .insert(teachers)
    .values({
      name: 'Ustadzah Maryam Hasanah, S.Pd.I.',
      bio: t(
        'Holds an ijazah in the recitation of Hafs ‘an ‘Asim.',
        'Memiliki ijazah qira’ah riwayat Hafsh ‘an ‘Ashim.',
      ),
      photoUrl: null,
    })
    .returning({ id: teachers.id });
  const courseIdsBySlug = new Map<string, string[]>();
  const classIdsBySlug = new Map<string, string>();
  for (const spec of classSpecs) {
    const times = timelineFor(spec.state, now);
    const [row] = await db
      .insert(classes)
      .values({
        slug: spec.slug,
        title: spec.title,
        description: spec.description,
        coverImageUrl: null,
        departmentSlug: spec.department,
        categoryId: categoryIds.get(spec.category) ?? null,
        subCategoryId: categoryIds.get(spec.subCategory) ?? null,
        teacherId: spec.teacher === 'ustadz' ? ustadz!.id : ustadzah!.id,
        price: spec.price,
        passwordHash: spec.password ? await hashSecret(spec.password) : null,
        gender: spec.gender,
        ...times,
        // The full class has exactly as many seats as the demo profiles enrolled in it below.
        capacity:
          spec.state === 'full' ? Math.max(1, Math.min(options.learnerProfileIds.length, 2)) : spec.capacity,
        telegramUrl: `https://t.me/+akademi-${spec.slug}`,
        // The Quran classes take recitations (setoran, decisions §10).
        takesRecitations: spec.slug === 'tahsin-akhwat' || spec.slug === 'tahfizh-privat',
        lessonSchedule: demoLessonSchedule(spec.department),
        prepare: t(
          'A notebook, a printed copy of the text, and a quiet place for the live lesson.',
          'Buku catatan, cetakan kitab, dan tempat yang tenang saat kajian langsung.',
        ),
        rules: t(
          'Be on time, keep the camera on during tests, and keep the group for study questions only.',
          'Hadir tepat waktu, kamera menyala saat ujian, dan grup hanya untuk pertanyaan seputar pelajaran.',
        ),
      })
      .returning({ id: classes.id });
    classIdsBySlug.set(spec.slug, row!.id);
    const ids: string[] = [];
    for (const [position, key] of spec.kitab.entries()) {
      ids.push(
        ...(await insertKitab(
          db,
          row!.id,
          position + 1,
          library[key],
          { ...spec, startAt: times.startAt },
          now,
        )),
      );
    }
    courseIdsBySlug.set(spec.slug, ids);
  }

  // Each teacher's known chain of a kitab they teach (decision 0108), upwards from their own
  // teacher; only living or recent teachers whose teaching is well attested, and no chain where
  // none is known (the certificates of those kitab show no sanad).
  const sanad = (name: string, en: string, id: string) => ({ name, note: t(en, id) });
  const chains = [
    {
      teacherId: ustadz!.id,
      titleArabic: library.arbain.titleArabic,
      links: [
        sanad(
          'Syaikh Abdul Muhsin al-Abbad',
          'Taught him the Forty in Madinah',
          'Mengajarkan Arbain di Madinah',
        ),
        sanad(
          'Syaikh Abdurrahman al-Ifriqi',
          'Hadith teacher in the Prophet’s Mosque',
          'Guru hadits di Masjid Nabawi',
        ),
      ],
    },
    {
      teacherId: ustadzah!.id,
      titleArabic: library.fatihah.titleArabic,
      links: [
        sanad('Syaikhah Ummu Abdillah', 'Heard her full recitation', 'Menyimak bacaan lengkapnya'),
        sanad('Syaikh Ayman Suwaid', 'Chain of Hafs ‘an ‘Asim', 'Sanad Hafsh ‘an ‘Ashim'),
      ],
    },
  ];
  // The chain is of the book: every class in which the teacher teaches it has it.
  for (const chain of chains) {
    const books = await db
      .select({ id: kitab.id })
      .from(kitab)
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(and(eq(classes.teacherId, chain.teacherId), eq(kitab.titleArabic, chain.titleArabic)));
    await db.insert(teacherKitabSanadLinks).values(
      books.flatMap((book) =>
        chain.links.map((link, index) => ({
          teacherId: chain.teacherId,
          kitabId: book.id,
          position: index + 1,
          ...link,
        })),
      ),
    );
  }

  if (main) {
    const classId = (slug: string) => classIdsBySlug.get(slug)!;
    await db.insert(enrolments).values([
      {
        classId: classId('arbain-nawawi'),
        profileId: main,
        status: 'active',
        enrolledAt: new Date(now.getTime() - 30 * day),
      },
      {
        classId: classId('sharaf-amtsilah'),
        profileId: main,
        status: 'active',
        enrolledAt: new Date(now.getTime() - 105 * day),
      },
      {
        classId: classId('tajwid-tuhfatul-athfal'),
        profileId: main,
        status: 'waiting_payment',
        enrolledAt: new Date(now.getTime() - day),
      },
      {
        classId: classId('tahfizh-privat'),
        profileId: main,
        status: 'active',
        enrolledAt: new Date(now.getTime() - 2 * day),
      },
      ...others.slice(0, 1).map((profileId) => ({
        classId: classId('tahfizh-privat'),
        profileId,
        status: 'active' as const,
        enrolledAt: new Date(now.getTime() - 2 * day),
      })),
    ]);
    // Partial progress: the first four courses of Arbain, all but the last of Sharaf.
    const arbain = courseIdsBySlug.get('arbain-nawawi') ?? [];
    const sharaf = courseIdsBySlug.get('sharaf-amtsilah') ?? [];
    const done = [...arbain.slice(0, 4), ...sharaf.slice(0, -1)];
    await db.insert(courseCompletions).values(
      done.map((courseId, index) => ({
        profileId: main,
        courseId,
        completedAt: new Date(now.getTime() - (done.length - index) * day),
      })),
    );
    const lastAccess = [
      { slug: 'arbain-nawawi', courseId: arbain[4], hoursAgo: 3 },
      { slug: 'sharaf-amtsilah', courseId: sharaf.at(-1), hoursAgo: 24 * 8 },
    ];
    for (const access of lastAccess) {
      if (!access.courseId) continue;
      await db.insert(courseLastAccess).values({
        profileId: main,
        classId: classId(access.slug),
        courseId: access.courseId,
        accessedAt: new Date(now.getTime() - access.hoursAgo * 3_600_000),
      });
    }
  }

  await db.insert(shortLinks).values([
    { slug: 'daftar', target: '/kelas/nahwu-ajurrumiyyah' },
    { slug: 'arbain', target: '/kelas/arbain-nawawi' },
    { slug: 'tajwid', target: '/kelas/tajwid-tuhfatul-athfal' },
    { slug: 'telegram', target: 'https://t.me/akademi_ilmu' },
    { slug: 'wa', target: 'https://wa.me/6281234500000' },
  ]);

  const faq: [Localized, Localized][] = [
    [
      t('How do I join a class?', 'Bagaimana cara mendaftar kelas?'),
      t(
        'Sign in, choose a profile, open the class page and press Join while registration is open.',
        'Masuk, pilih profil, buka halaman kelas lalu tekan Daftar selama pendaftaran dibuka.',
      ),
    ],
    [
      t('Are the classes free?', 'Apakah kelasnya gratis?'),
      t(
        'Many are. Paid classes show their price and are opened once payment is complete.',
        'Banyak yang gratis. Kelas berbayar menampilkan harganya dan dibuka setelah pembayaran selesai.',
      ),
    ],
    [
      t('Why can I not join a class?', 'Mengapa saya tidak bisa mendaftar kelas?'),
      t(
        'Registration may be closed or full, the class may be for brothers or sisters only, or it may need a join password.',
        'Pendaftaran mungkin sudah ditutup atau penuh, kelas mungkin khusus ikhwan atau akhwat, atau memerlukan kata sandi.',
      ),
    ],
    [
      t('Where is the Telegram group?', 'Di mana grup Telegram kelas?'),
      t(
        'The link appears on the class page once your enrolment is active.',
        'Tautan grup muncul di halaman kelas setelah pendaftaran Anda aktif.',
      ),
    ],
    [
      t('Can my family study with one account?', 'Bisakah keluarga belajar dengan satu akun?'),
      t(
        'Yes. Add a profile for each member; each profile has its own PIN, classes and progress.',
        'Bisa. Tambahkan profil untuk setiap anggota; tiap profil punya PIN, kelas dan progres sendiri.',
      ),
    ],
  ];
  await db
    .insert(faqEntries)
    .values(faq.map(([question, answer], index) => ({ position: index + 1, question, answer })));

  if (main) await seedDemoReminder(db, main, 'arbain-nawawi', now);

  return classSpecs.map((spec) => ({ slug: spec.slug, state: spec.state }));
}

/** Inserts a kitab with its scheduled pertemuan (demo-meetings.ts); answers its course ids in order. */
async function insertKitab(
  db: Database,
  classId: string,
  position: number,
  spec: KitabSpec,
  class_: Parameters<typeof demoMeetingSchedule>[0],
  now: Date,
) {
  const [book] = await db
    .insert(kitab)
    .values({
      classId,
      position,
      title: spec.title,
      titleArabic: spec.titleArabic,
      author: spec.author,
      description: spec.description,
      price: spec.price,
    })
    .returning({ id: kitab.id });
  const ids: string[] = [];
  for (const [index, meeting] of spec.meetings.entries()) {
    const [row] = await db
      .insert(pertemuan)
      .values({
        kitabId: book!.id,
        number: index + 1,
        title: meeting.title,
        ...demoMeetingSchedule(class_, index, spec.meetings.length, now),
      })
      .returning({ id: pertemuan.id });
    const inserted = await db
      .insert(courses)
      .values(
        meeting.courses.map((course, courseIndex) => ({
          pertemuanId: row!.id,
          position: courseIndex + 1,
          title: course.title,
          kind: course.kind,
          sourceUrl: course.file ? media(course.file) : null,
          body: course.body ?? null,
          direction: course.rtl ? ('rtl' as const) : ('ltr' as const),
          durationMinutes: course.minutes,
        })),
      )
      .returning({ id: courses.id, position: courses.position });
    ids.push(...inserted.sort((a, b) => a.position - b.position).map((course) => course.id));
  }
  return ids;
}
