import path from 'node:path';
import type { CertificateVariant, SanadLink } from '@academy/contract/certificates';
import type { Language, Localized } from '@academy/contract/language';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontsFolder } from '../../paths';
import { ltrIsolate, visualRuns } from './bidi-runs';
import { printedDates, type DateLanguage } from './certificate-dates';

/** What a certificate PDF shows. */
export interface CertificatePdfData {
  academyName: string;
  number: string;
  itemType: 'class' | 'kitab';
  title: Localized;
  titleArabic: string;
  learnerName: string;
  teacherName: string;
  issuedAt: Date;
  sanad: SanadLink[];
  verifyUrl: string;
  revoked: boolean;
}

type PrintLanguage = Language | 'ar';

// The printed wording of each language. Arabic is the academy's formal wording of an ijazah.
const wording: Record<
  PrintLanguage,
  {
    heading: string;
    certifies: string;
    completed: Record<'class' | 'kitab', string>;
    teacher: string;
    sanad: string;
    number: string;
    issued: string;
    verify: string;
    revoked: string;
    revokedNote: string;
    prophet: string;
  }
> = {
  id: {
    heading: 'SERTIFIKAT',
    certifies: 'Dengan ini menerangkan bahwa',
    completed: { class: 'telah menyelesaikan kelas', kitab: 'telah menyelesaikan kajian kitab' },
    teacher: 'Guru',
    sanad: 'Sanad',
    number: 'Nomor',
    issued: 'Diterbitkan',
    verify: 'Verifikasi',
    revoked: 'DICABUT',
    revokedNote: 'Sertifikat ini telah dicabut oleh akademi.',
    prophet: 'Rasulullah Muhammad ﷺ',
  },
  en: {
    heading: 'CERTIFICATE',
    certifies: 'This is to certify that',
    completed: { class: 'has completed the class', kitab: 'has completed the study of the kitab' },
    teacher: 'Teacher',
    sanad: 'Sanad',
    number: 'Number',
    issued: 'Issued',
    verify: 'Verify',
    revoked: 'REVOKED',
    revokedNote: 'This certificate has been revoked by the academy.',
    prophet: 'The Prophet Muhammad ﷺ',
  },
  ar: {
    heading: 'شهادة إتمام',
    certifies: 'تشهد الأكاديمية بأنّ',
    completed: { class: 'قد أتمّ دراسة', kitab: 'قد أتمّ دراسة كتاب' },
    teacher: 'على يد',
    sanad: 'بالسند المتصل إلى رسول الله ﷺ',
    number: 'رقم الشهادة',
    issued: 'تاريخ الإصدار',
    verify: 'للتحقق',
    revoked: 'ملغاة',
    revokedNote: 'ألغت الأكاديمية هذه الشهادة.',
    prophet: 'رسول الله ﷺ',
  },
};

const colours = { ink: '#1d2a24', green: '#1f6f4a', gold: '#b08d3c', muted: '#55615b', red: '#b3261e' };
const fonts = {
  regular: path.join(fontsFolder, 'Amiri-Regular.ttf'),
  bold: path.join(fontsFolder, 'Amiri-Bold.ttf'),
};

type Doc = PDFKit.PDFDocument;

/**
 * Draws one line centred on `centre`, its runs in visual order: Arabic runs are shaped and laid
 * right to left by fontkit (given `features`, pdfkit lays out the whole run at once instead of
 * word by word, which would put Arabic words in the wrong order), other runs left to right.
 */
function line(
  doc: Doc,
  text: string,
  y: number,
  options: { size: number; bold?: boolean; color?: string; base: 'ltr' | 'rtl'; centre?: number },
) {
  doc
    .font(options.bold ? fonts.bold : fonts.regular)
    .fontSize(options.size)
    .fillColor(options.color ?? colours.ink);
  const runs = visualRuns(text, options.base).map((run) => ({
    ...run,
    width: doc.widthOfString(run.text, { features: [] }),
  }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let x = (options.centre ?? doc.page.width / 2) - total / 2;
  for (const run of runs) {
    doc.text(run.text, x, y, { lineBreak: false, features: [] });
    x += run.width;
  }
  return total;
}

/** Packs the sanad's names into centred lines no wider than `width`, joined by arrows. */
function sanadLines(doc: Doc, names: string[], arrow: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const name of names) {
    const next = current ? `${current}${arrow}${name}` : name;
    if (current && doc.widthOfString(next, { features: [] }) > width) {
      lines.push(`${current}${arrow}`);
      current = name;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

function frame(doc: Doc) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill('#fbf8f0');
  doc
    .lineWidth(6)
    .strokeColor(colours.green)
    .rect(22, 22, width - 44, height - 44)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(colours.gold)
    .rect(34, 34, width - 68, height - 68)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(40, 40, width - 80, height - 80)
    .stroke();
}

/**
 * Renders a certificate: A4 landscape, Amiri embedded (subset), the learner's language (`latin`)
 * or Arabic, with the Gregorian and Hijri dates, the sanad and a QR code of the verification page.
 */
export async function renderCertificatePdf(
  data: CertificatePdfData,
  variant: CertificateVariant,
  language: Language,
): Promise<Buffer> {
  const print: PrintLanguage = variant === 'arabic' ? 'ar' : language;
  const words = wording[print];
  const base = print === 'ar' ? 'rtl' : 'ltr';
  const qr = await QRCode.toBuffer(data.verifyUrl, { margin: 1, width: 360, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${words.heading} ${data.number}`,
      Author: data.academyName,
      Subject: `${data.learnerName} · ${data.title[language]}`,
    },
    lang: print,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  frame(doc);
  const { width } = doc.page;
  const dates = printedDates(data.issuedAt, print as DateLanguage);

  line(doc, data.academyName, 62, { size: 16, color: colours.green, base: 'ltr' });
  line(doc, words.heading, 88, { size: print === 'ar' ? 40 : 34, bold: true, color: colours.green, base });
  line(doc, words.certifies, 150, { size: 15, color: colours.muted, base });
  line(doc, data.learnerName, 172, { size: 32, bold: true, base: 'ltr' });
  line(doc, words.completed[data.itemType], 224, { size: 15, color: colours.muted, base });
  if (print === 'ar') {
    line(doc, data.titleArabic, 246, { size: 28, bold: true, base: 'rtl' });
    line(doc, data.title.id, 292, { size: 14, color: colours.muted, base: 'ltr' });
  } else {
    line(doc, data.title[language], 248, { size: 24, bold: true, base: 'ltr' });
    line(doc, data.titleArabic, 282, { size: 20, color: colours.green, base: 'rtl' });
  }
  // Latin names, numbers and addresses inside an Arabic line are isolated left-to-right units.
  const unit = print === 'ar' ? ltrIsolate : (text: string) => text;
  line(doc, `${words.teacher}${print === 'ar' ? ' ' : ': '}${unit(data.teacherName)}`, 318, {
    size: 15,
    base,
  });

  // The sanad: a chain of names from the Prophet ﷺ to the learner.
  line(doc, words.sanad, 350, { size: 13, bold: true, color: colours.gold, base });
  const names = data.sanad.map((link) => (link.role === 'prophet' ? words.prophet : unit(link.name)));
  doc.font(fonts.regular).fontSize(11);
  // The chain reads from the Prophet ﷺ on the reading side: right to left in Arabic.
  const arrow = print === 'ar' ? ' ‹ ' : ' › ';
  sanadLines(doc, names, arrow, width - 300).forEach((text, index) => {
    line(doc, text, 372 + index * 16, { size: 11, base });
  });

  // Facts and the QR code at the foot: the QR code on the reading end's opposite side.
  const qrSize = 96;
  const qrX = print === 'ar' ? 70 : width - 70 - qrSize;
  doc.image(qr, qrX, 440, { width: qrSize, height: qrSize });
  const factsCentre = print === 'ar' ? width / 2 + 60 : width / 2 - 60;
  const separator = print === 'ar' ? '، ' : ' · ';
  const facts = [
    `${words.number}: ${unit(data.number)}`,
    `${words.issued}: ${dates.gregorian}${separator}${dates.hijri}`,
    `${words.verify}: ${unit(data.verifyUrl)}`,
  ];
  facts.forEach((text, index) => {
    line(doc, text, 456 + index * 20, { size: 12, color: colours.muted, base, centre: factsCentre });
  });

  if (data.revoked) {
    line(doc, words.revokedNote, 518, {
      size: 12,
      bold: true,
      color: colours.red,
      base,
      centre: factsCentre,
    });
    doc.save().fillOpacity(0.35);
    doc.rotate(-20, { origin: [width / 2, doc.page.height / 2] });
    line(doc, words.revoked, doc.page.height / 2 - 40, { size: 90, bold: true, color: colours.red, base });
    doc.restore();
  }

  doc.end();
  return finished;
}
