// The demo academy's media lessons: what each video, audio and PDF file says. The seed
// (apps/api/src/db/seed/demo-academy.ts) names these files; make-demo-media.mjs renders them.
// Narration is in Indonesian and only explains: no synthetic voice recites Qur'an or chants.

/** @typedef {{ arabic: string, meaning: string }} Verse */

export const teacher = 'Ustadz Abdullah Hakim, Lc., M.A.';
export const academy = 'Akademi Ilmu Syar’i';

export const videos = [
  {
    file: 'ajurrumiyyah-01.mp4',
    kitab: 'Matan al-Ajurrumiyyah',
    title: 'Kalam dan pembagiannya',
    text: {
      arabic: 'الكَلَامُ: هُوَ اللَّفْظُ المُرَكَّبُ المُفِيدُ بِالوَضْعِ، وَأَقْسَامُهُ ثَلَاثَةٌ: اسْمٌ، وَفِعْلٌ، وَحَرْفٌ جَاءَ لِمَعْنًى',
      meaning:
        'Kalam adalah lafaz yang tersusun, memberi faedah, dengan bahasa Arab. Bagiannya tiga: isim, fi‘il, dan huruf yang datang untuk suatu makna.',
    },
    narration:
      'Bismillah. Pada pertemuan pertama ini kita mempelajari definisi kalam menurut Matan al-Ajurrumiyyah. Kalam adalah lafaz yang tersusun dari dua kata atau lebih, memberi faedah yang sempurna, dan diucapkan dengan bahasa Arab. Kalam terbagi menjadi tiga: isim, fiil, dan huruf yang datang untuk suatu makna. Silakan baca kembali matan dan penjelasannya, lalu lanjutkan ke materi berikutnya.',
  },
  {
    file: 'arbain-01.mp4',
    kitab: 'Al-Arba‘in an-Nawawiyyah',
    title: 'Hadits 1: amal tergantung niat',
    text: {
      arabic: 'إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ، وَإِنَّمَا لِكُلِّ امْرِئٍ مَا نَوَى',
      meaning:
        'Sesungguhnya amal itu tergantung niatnya, dan setiap orang hanya mendapatkan apa yang ia niatkan.',
    },
    narration:
      'Hadits pertama dalam kitab Arbain Nawawi diriwayatkan oleh Umar bin al-Khaththab. Hadits ini menjadi salah satu poros agama, karena setiap amal dinilai menurut niatnya. Amal yang sama dapat bernilai ibadah atau sia-sia, tergantung niat pelakunya. Karena itu para ulama membuka kitab-kitab mereka dengan hadits ini, sebagai pengingat untuk meluruskan niat dalam menuntut ilmu.',
  },
  {
    file: 'arbain-04.mp4',
    kitab: 'Al-Arba‘in an-Nawawiyyah',
    title: 'Hadits 4: tahapan penciptaan',
    text: {
      arabic: 'إِنَّ أَحَدَكُمْ يُجْمَعُ خَلْقُهُ فِي بَطْنِ أُمِّهِ أَرْبَعِينَ يَوْمًا نُطْفَةً، ثُمَّ يَكُونُ عَلَقَةً مِثْلَ ذَلِكَ، ثُمَّ يَكُونُ مُضْغَةً مِثْلَ ذَلِكَ',
      meaning:
        'Sesungguhnya penciptaan salah seorang dari kalian dikumpulkan dalam perut ibunya empat puluh hari sebagai nuthfah, lalu menjadi ‘alaqah selama itu pula, lalu menjadi mudhghah selama itu pula.',
    },
    narration:
      'Hadits keempat diriwayatkan oleh Abdullah bin Masud. Hadits ini menjelaskan tahapan penciptaan manusia di dalam rahim: nuthfah, alaqah, lalu mudhghah, masing-masing empat puluh hari. Setelah itu diutus malaikat yang meniupkan ruh dan mencatat empat perkara: rezeki, ajal, amal, serta celaka atau bahagia. Pelajarannya, seorang muslim bersungguh-sungguh beramal dan memohon husnul khatimah.',
  },
  {
    file: 'tuhfah-02.mp4',
    kitab: 'Tuhfatul Athfal',
    title: 'Sesi praktik: izhar halqi',
    text: {
      arabic: 'فَالأَوَّلُ الإِظْهَارُ قَبْلَ أَحْرُفِ ... لِلْحَلْقِ سِتٌّ رُتِّبَتْ فَلْتَعْرِفِ',
      meaning:
        'Hukum pertama adalah izhar, sebelum enam huruf halq: hamzah, ha, ‘ain, ha, ghain dan kha. Nun sukun atau tanwin dibaca jelas tanpa dengung.',
    },
    narration:
      'Sesi praktik ini membahas izhar halqi. Apabila nun sukun atau tanwin bertemu salah satu dari enam huruf halq, yaitu hamzah, ha, ain, ha, ghain, dan kha, maka nun dibaca jelas tanpa dengung. Latihlah dengan mencari contohnya di dalam mushaf, lalu perdengarkan bacaan Anda kepada ustadz pada pertemuan langsung.',
  },
  {
    file: 'sakinah-02.mp4',
    kitab: 'Membangun Keluarga Sakinah',
    title: 'Hak suami dan istri',
    teacher: 'Ustadzah Maryam Hasanah, S.Pd.I.',
    text: {
      arabic: 'وَلَهُنَّ مِثْلُ الَّذِي عَلَيْهِنَّ بِالْمَعْرُوفِ',
      meaning:
        'Dan para istri mempunyai hak yang seimbang dengan kewajibannya menurut cara yang patut. (Al-Baqarah: 228)',
    },
    narration:
      'Kajian ini membahas hak dan kewajiban suami istri. Islam menetapkan bahwa keduanya memiliki hak yang seimbang dengan kewajibannya, menurut cara yang patut. Suami menafkahi dan memimpin keluarga dengan kasih sayang, istri menjaga amanah rumah tangga, dan keduanya saling menasihati dalam kebaikan. Dengan ilmu dan komunikasi yang baik, rumah tangga yang sakinah dapat dibangun bersama.',
  },
];

export const audios = [
  {
    file: 'ajurrumiyyah-03.mp3',
    narration:
      'Penjelasan audio matan tentang tanda fiil dan huruf. Fiil dikenali dengan empat tanda: qad, huruf sin, saufa, dan ta tanits yang sukun. Adapun huruf adalah kata yang tidak dapat menerima tanda isim maupun tanda fiil. Contoh huruf adalah hal, fi, dan lam. Ulangilah hafalan matan ini dan cobalah menemukan tanda-tanda tersebut dalam kalimat yang Anda baca.',
  },
  {
    file: 'arbain-02.mp3',
    narration:
      'Penjelasan audio hadits kedua, yang dikenal sebagai hadits Jibril. Malaikat Jibril datang dalam rupa seorang laki-laki dan bertanya kepada Nabi tentang Islam, iman, dan ihsan. Islam adalah amalan lahir, seperti syahadat, shalat, zakat, puasa, dan haji. Iman adalah keyakinan dalam hati kepada Allah, malaikat, kitab, rasul, hari akhir, dan takdir. Ihsan adalah beribadah seakan-akan engkau melihat Allah, dan jika engkau tidak melihat-Nya, sesungguhnya Dia melihatmu.',
  },
  {
    file: 'tuhfah-01.mp3',
    narration:
      'Penjelasan audio bait-bait pembuka Tuhfatul Athfal. Nazham ini disusun oleh Syaikh Sulaiman al-Jamzuri sebagai pengantar ilmu tajwid bagi para pemula. Pada bait pembuka, penulis memuji Allah, bershalawat kepada Nabi, lalu menyebutkan bahwa nazham ini membahas hukum nun sukun, tanwin, dan mad. Hafalkan bait-bait ini bersama ustadz agar lantunannya benar.',
  },
  {
    file: 'fatihah-01.mp3',
    narration:
      'Panduan audio untuk ayat satu sampai empat surat al-Fatihah. Perhatikan tiga hal. Pertama, huruf ha pada kata alhamdu keluar dari tengah tenggorokan, bukan seperti ha biasa. Kedua, panjangkan mad thabii dua harakat, dan mad aridh lissukun ketika berhenti di akhir ayat. Ketiga, tebalkan lafaz Allah setelah fathah atau dhammah. Dengarkan contoh bacaan dari ustadz saat kelas langsung, lalu rekam bacaan Anda untuk dikoreksi.',
  },
];

export const pdfs = [
  {
    file: 'ajurrumiyyah-latihan-01.pdf',
    kitab: 'Matan al-Ajurrumiyyah',
    title: 'Lembar latihan: menemukan isim',
    english: 'Worksheet: find the nouns',
    intro:
      'Garis bawahi setiap isim dalam kalimat berikut, lalu tuliskan tanda isim yang Anda temukan: khafadh, tanwin, alif lam, atau didahului huruf jar.',
    items: [
      'ذَهَبَ الطَّالِبُ إِلَى المَسْجِدِ',
      'قَرَأَ مُحَمَّدٌ كِتَابًا',
      'جَلَسَ المُعَلِّمُ فِي الفَصْلِ',
      'كَتَبْتُ الدَّرْسَ بِالقَلَمِ',
      'هَذَا بَيْتٌ جَمِيلٌ',
    ],
    answers: [
      'الطَّالِبُ (alif lam) · المَسْجِدِ (alif lam, didahului إِلَى)',
      'مُحَمَّدٌ (tanwin) · كِتَابًا (tanwin)',
      'المُعَلِّمُ (alif lam) · الفَصْلِ (alif lam, didahului فِي)',
      'الدَّرْسَ (alif lam) · القَلَمِ (alif lam, didahului بِـ)',
      'بَيْتٌ (tanwin) · جَمِيلٌ (tanwin)',
    ],
  },
  {
    file: 'arbain-03-ringkasan.pdf',
    kitab: 'Al-Arba‘in an-Nawawiyyah',
    title: 'Ringkasan kajian: Hadits 3, rukun Islam',
    english: 'Summary notes: hadith 3, the pillars of Islam',
    arabic:
      'بُنِيَ الإِسْلَامُ عَلَى خَمْسٍ: شَهَادَةِ أَنْ لَا إِلَهَ إِلَّا اللَّهُ وَأَنَّ مُحَمَّدًا رَسُولُ اللَّهِ، وَإِقَامِ الصَّلَاةِ، وَإِيتَاءِ الزَّكَاةِ، وَحَجِّ البَيْتِ، وَصَوْمِ رَمَضَانَ',
    meaning:
      'Islam dibangun di atas lima perkara: bersaksi bahwa tiada sesembahan yang berhak disembah selain Allah dan bahwa Muhammad adalah utusan Allah, menegakkan shalat, menunaikan zakat, berhaji ke Baitullah, dan berpuasa Ramadhan. (HR. al-Bukhari dan Muslim)',
    points: [
      'Islam diumpamakan bangunan: lima rukun adalah tiangnya; amal lain adalah penyempurnanya.',
      'Syahadat adalah rukun pertama dan syarat diterimanya amal.',
      'Shalat adalah tiang agama dan amal pertama yang dihisab.',
      'Zakat membersihkan harta dan menumbuhkan kepedulian sosial.',
      'Haji wajib sekali seumur hidup bagi yang mampu; puasa Ramadhan wajib setiap tahun.',
    ],
  },
  {
    file: 'amtsilah-tabel.pdf',
    kitab: 'Al-Amtsilah at-Tashrifiyyah',
    title: 'Tabel tashrif: ضَرَبَ يَضْرِبُ',
    english: 'Conjugation table: daraba yadribu (fa‘ala yaf‘ilu)',
    istilahi: [
      ['Fi‘il madhi', 'ضَرَبَ'],
      ['Fi‘il mudhari‘', 'يَضْرِبُ'],
      ['Mashdar', 'ضَرْبًا'],
      ['Mashdar mim', 'مَضْرَبًا'],
      ['Isim fa‘il', 'ضَارِبٌ'],
      ['Isim maf‘ul', 'مَضْرُوبٌ'],
      ['Fi‘il amr', 'اِضْرِبْ'],
      ['Fi‘il nahi', 'لَا تَضْرِبْ'],
      ['Isim zaman/makan', 'مَضْرِبٌ'],
      ['Isim alat', 'مِضْرَبٌ، مِضْرَابٌ، مِضْرَبَةٌ'],
    ],
    lughawi: [
      ['Dia (lk)', 'ضَرَبَ'],
      ['Mereka berdua (lk)', 'ضَرَبَا'],
      ['Mereka (lk)', 'ضَرَبُوا'],
      ['Dia (pr)', 'ضَرَبَتْ'],
      ['Mereka berdua (pr)', 'ضَرَبَتَا'],
      ['Mereka (pr)', 'ضَرَبْنَ'],
      ['Kamu (lk)', 'ضَرَبْتَ'],
      ['Kamu berdua', 'ضَرَبْتُمَا'],
      ['Kalian (lk)', 'ضَرَبْتُمْ'],
      ['Kamu (pr)', 'ضَرَبْتِ'],
      ['Kalian (pr)', 'ضَرَبْتُنَّ'],
      ['Saya', 'ضَرَبْتُ'],
      ['Kami', 'ضَرَبْنَا'],
    ],
  },
];
