// Renders the demo academy's media into apps/web/public/demo-media (committed, so running the
// app needs none of these tools): PDFs and video slides from HTML by Chromium, narration by
// espeak-ng, audio and video encoding by ffmpeg. Run: `node scripts/demo-media/make-demo-media.mjs`.
// Needs Debian's chromium, espeak-ng, ffmpeg and fonts-hosny-amiri (the Arabic font).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { academy, audios, pdfs, teacher, videos } from './lessons.mjs';

const out = fileURLToPath(new URL('../../apps/web/public/demo-media/', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'demo-media-'));
mkdirSync(out, { recursive: true });

const run = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
const chromium = (args) =>
  run('chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    `--user-data-dir=${path.join(work, 'profile')}`,
    ...args,
  ]);
const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const style = `
  :root { --green: #14532d; --sand: #faf6ef; --gold: #b7791f; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'DejaVu Sans', sans-serif; color: #1f2933; }
  [lang='ar'] { font-family: 'Amiri', serif; direction: rtl; }
`;

function writeHtml(name, body, extraStyle) {
  const file = path.join(work, `${name}.html`);
  writeFileSync(
    file,
    `<!doctype html><html lang="id"><meta charset="utf-8"><style>${style}${extraStyle}</style><body>${body}</body></html>`,
  );
  return file;
}

/** A 1280x720 slide as PNG. */
function slide(name, inner) {
  const html = writeHtml(
    name,
    `<main>${inner}</main>`,
    `main { width: 1280px; height: 720px; background: var(--sand); display: flex; flex-direction: column;
       justify-content: center; padding: 72px 96px; border-left: 24px solid var(--green); }
     .kicker { color: var(--gold); font-size: 28px; font-weight: bold; letter-spacing: 1px; }
     h1 { color: var(--green); font-size: 60px; margin: 16px 0; }
     .who { font-size: 28px; color: #52606d; }
     .ar { font-size: 54px; line-height: 1.8; color: var(--green); }
     .meaning { font-size: 28px; line-height: 1.5; margin-top: 24px; }
     .foot { position: absolute; bottom: 40px; right: 96px; font-size: 22px; color: #52606d; }`,
  );
  const png = path.join(work, `${name}.png`);
  chromium(['--window-size=1280,720', '--hide-scrollbars', `--screenshot=${png}`, `file://${html}`]);
  return png;
}

function narrate(name, text) {
  const wav = path.join(work, `${name}.wav`);
  run('espeak-ng', ['-v', 'id', '-s', '150', '-p', '45', '-w', wav, text]);
  return wav;
}

const seconds = (file) =>
  Number(
    run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
      .toString()
      .trim(),
  );

const made = [];

for (const lesson of videos) {
  const name = path.basename(lesson.file, '.mp4');
  const wav = narrate(name, lesson.narration);
  const talk = seconds(wav);
  const slides = [
    [
      slide(
        `${name}-1`,
        `<div class="kicker">${escape(lesson.kitab)}</div><h1>${escape(lesson.title)}</h1><div class="who">${escape(lesson.teacher ?? teacher)}</div><div class="foot">${escape(academy)}</div>`,
      ),
      4,
    ],
    [
      slide(
        `${name}-2`,
        `<div class="ar" lang="ar">${escape(lesson.text.arabic)}</div><div class="meaning">${escape(lesson.text.meaning)}</div><div class="foot">${escape(academy)}</div>`,
      ),
      Math.max(6, talk - 6),
    ],
    [
      slide(
        `${name}-3`,
        `<div class="kicker">${escape(lesson.kitab)}</div><h1>Jazākumullāhu khairan</h1><div class="who">Lanjutkan ke materi berikutnya · ${escape(academy)}</div>`,
      ),
      4,
    ],
  ];
  const list = path.join(work, `${name}.txt`);
  const last = slides.at(-1)[0];
  writeFileSync(
    list,
    slides.map(([png, d]) => `file '${png}'\nduration ${d.toFixed(2)}`).join('\n') + `\nfile '${last}'\n`,
  );
  const file = path.join(out, lesson.file);
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-i',
    wav,
    '-filter_complex',
    '[1:a]adelay=2000,apad[a]',
    '-map',
    '0:v',
    '-map',
    '[a]',
    '-vf',
    'scale=960:540,fps=25,format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'stillimage',
    '-crf',
    '30',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-shortest',
    '-movflags',
    '+faststart',
    file,
  ]);
  made.push([lesson.file, seconds(file)]);
}

for (const lesson of audios) {
  const name = path.basename(lesson.file, '.mp3');
  const wav = narrate(name, lesson.narration);
  const file = path.join(out, lesson.file);
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    wav,
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '40k',
    file,
  ]);
  made.push([lesson.file, seconds(file)]);
}

const page = `
  @page { size: A4; margin: 18mm 18mm 20mm; }
  body { font-size: 12pt; line-height: 1.55; }
  header { border-bottom: 3px solid var(--green); padding-bottom: 8px; margin-bottom: 16px; }
  .kicker { color: var(--gold); font-weight: bold; font-size: 10pt; letter-spacing: 1px; text-transform: uppercase; }
  h1 { color: var(--green); margin: 4px 0; font-size: 20pt; }
  .en { color: #52606d; font-style: italic; }
  .ar { font-size: 20pt; line-height: 2; color: var(--green); }
  table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; }
  td, th { border: 1px solid #cbd2d9; padding: 6px 10px; }
  th { background: #eef5ef; text-align: left; }
  td[lang='ar'] { font-size: 17pt; text-align: right; }
  ol li { margin-bottom: 10px; }
  .break { break-before: page; }
  footer { margin-top: 24px; font-size: 9pt; color: #52606d; border-top: 1px solid #cbd2d9; padding-top: 6px; }`;
const head = (doc) =>
  `<header><div class="kicker">${escape(doc.kitab)} · ${escape(academy)}</div><h1>${doc.title.replace(/[\u0600-\u06FF\s]+[\u0600-\u06FF]/g, (ar) => `<span lang="ar">${ar}</span>`)}</h1><div class="en">${escape(doc.english)}</div></header>`;
const foot = `<footer>${escape(academy)} · ${escape(teacher)} · Materi demo untuk belajar mandiri</footer>`;

const bodies = {
  'ajurrumiyyah-latihan-01.pdf': (doc) =>
    `${head(doc)}<p>${escape(doc.intro)}</p><ol>${doc.items.map((item) => `<li><span class="ar" lang="ar">${item}</span><br>Isim: ____________________ Tanda: ____________________</li>`).join('')}</ol>${foot}
     <section class="break">${head({ ...doc, title: 'Kunci jawaban', english: 'Answer key' })}<ol>${doc.answers.map((a) => `<li>${a.replace(/[\u0600-\u06FF]+/g, (ar) => `<span lang="ar">${ar}</span>`)}</li>`).join('')}</ol>${foot}</section>`,
  'arbain-03-ringkasan.pdf': (doc) =>
    `${head(doc)}<p class="ar" lang="ar">${doc.arabic}</p><p>${escape(doc.meaning)}</p><h2>Faedah</h2><ul>${doc.points.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>${foot}`,
  'amtsilah-tabel.pdf': (doc) =>
    `${head(doc)}<h2>Tashrif istilahi</h2><table><tr><th>Bentuk</th><th>Kata</th></tr>${doc.istilahi.map(([k, v]) => `<tr><td>${escape(k)}</td><td lang="ar">${v}</td></tr>`).join('')}</table>
     <h2>Tashrif lughawi fi‘il madhi</h2><table><tr><th>Dhamir</th><th>Kata</th></tr>${doc.lughawi.map(([k, v]) => `<tr><td>${escape(k)}</td><td lang="ar">${v}</td></tr>`).join('')}</table>${foot}`,
};

for (const doc of pdfs) {
  const html = writeHtml(path.basename(doc.file, '.pdf'), bodies[doc.file](doc), page);
  const file = path.join(out, doc.file);
  chromium(['--no-pdf-header-footer', `--print-to-pdf=${file}`, `file://${html}`]);
  made.push([doc.file, null]);
}

rmSync(work, { recursive: true, force: true });
for (const [file, duration] of made) {
  process.stdout.write(`${file}${duration ? ` ${duration.toFixed(1)} s` : ''}\n`);
}
