// The floor of the hot reads in `npm run bench`: a bare Fastify server answering the same reads
// as the academy with hand-written SQL, prepared statements (pg) or parameterised queries
// (PGlite), and JSON.stringify: no schemas, no query builder, no plugins. Started by
// scripts/bench/hot-reads.mjs on the database the app used; DATABASE_URL picks PostgreSQL,
// else DATA_DIR the embedded database.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const fromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const load = async (name) => import(pathToFileURL(fromApi.resolve(name)).href);

const summarySelect = `
  select c.id, c.slug, c.title, c.description, c.cover_image_url, c.price, c.password_hash is not null as has_password,
    c.gender, c.lesson_schedule, c.registration_start_at, c.registration_end_at, c.start_at, c.end_at, c.capacity,
    d.slug as department_slug, d.name as department_name,
    cat.id as category_id, cat.slug as category_slug, cat.name as category_name,
    sub.id as sub_id, sub.slug as sub_slug, sub.name as sub_name,
    t.id as teacher_id, t.name as teacher_name, t.photo_url as teacher_photo,
    (select count(*) from enrolments seat where seat.class_id = c.id and seat.status in ('active', 'waiting_payment'))::int as seats_taken
  from classes c
  join departments d on d.slug = c.department_slug
  join teachers t on t.id = c.teacher_id
  left join categories cat on cat.id = c.category_id
  left join categories sub on sub.id = c.sub_category_id`;

const statements = {
  classPage: `${summarySelect} order by c.start_at desc, c.id asc limit $1 offset $2`,
  classCount: 'select count(*)::int as total from classes',
  classBySlug: `${summarySelect} where c.slug = $1 limit 1`,
  teacher: 'select bio from teachers where id = $1',
  sanad: 'select position, name, note from teacher_sanad_links where teacher_id = $1 order by position',
  kitab: `select k.id, k.title, k.title_arabic, k.author, k.price, count(distinct p.id)::int as pertemuan_count,
    count(co.id)::int as course_count from kitab k left join pertemuan p on p.kitab_id = k.id
    left join courses co on co.pertemuan_id = p.id where k.class_id = $1 group by k.id order by k.position`,
  session: `select user_id from sessions where token_hash = $1 and revoked_at is null and expires_at > now() limit 1`,
  user: 'select * from users where id = $1',
  ownedProfile: 'select id, gender from profiles where id = $1 and user_id = $2 limit 1',
  kitabWithClass:
    'select k.*, c.slug as class_slug from kitab k join classes c on c.id = k.class_id where k.id = $1',
  enrolment: 'select status from enrolments where profile_id = $1 and class_id = $2',
  meetings: 'select * from pertemuan where kitab_id = $1 order by number',
  kitabCourses: `select co.*, cc.completed_at from courses co join pertemuan p on p.id = co.pertemuan_id
    left join course_completions cc on cc.course_id = co.id and cc.profile_id = $2
    where p.kitab_id = $1 order by co.position`,
  profiles: 'select * from profiles where user_id = $1 order by number',
};

async function database() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await load('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return {
      query: async (name, values) => (await pool.query({ name, text: statements[name], values })).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await load('@electric-sql/pglite');
  const db = await PGlite.create(process.env.DATA_DIR);
  return {
    query: async (name, values) => (await db.query(statements[name], values)).rows,
    close: () => db.close(),
  };
}

const summary = (row) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  coverImageUrl: row.cover_image_url,
  department: { slug: row.department_slug, name: row.department_name },
  category: row.category_id
    ? { id: row.category_id, slug: row.category_slug, name: row.category_name }
    : null,
  subCategory: row.sub_id ? { id: row.sub_id, slug: row.sub_slug, name: row.sub_name } : null,
  teacher: { id: row.teacher_id, name: row.teacher_name, photoUrl: row.teacher_photo },
  price: row.price,
  isFree: row.price === 0,
  hasPassword: row.has_password,
  gender: row.gender,
  registrationStartAt: new Date(row.registration_start_at).toISOString(),
  registrationEndAt: new Date(row.registration_end_at).toISOString(),
  startAt: new Date(row.start_at).toISOString(),
  endAt: new Date(row.end_at).toISOString(),
  capacity: row.capacity,
  seatsTaken: row.seats_taken,
  seatsLeft: Math.max(0, row.capacity - row.seats_taken),
});

const { default: Fastify } = await load('fastify');
const db = await database();
const app = Fastify();
const envelope = (data, extra = {}) => ({ err: false, code: 200, data, ...extra });

app.get('/floor/classes', async (request) => {
  const size = Number(request.query.size ?? 10);
  const [rows, [count]] = await Promise.all([db.query('classPage', [size, 0]), db.query('classCount', [])]);
  return envelope(rows.map(summary), {
    meta: { number: 1, size, totalElements: count.total, totalPages: Math.ceil(count.total / size) },
  });
});

app.get('/floor/classes/:slug', async (request, reply) => {
  const [row] = await db.query('classBySlug', [request.params.slug]);
  if (!row) return reply.code(404).send({ err: true, code: 404 });
  const [[teacher], sanad, kitab] = await Promise.all([
    db.query('teacher', [row.teacher_id]),
    db.query('sanad', [row.teacher_id]),
    db.query('kitab', [row.id]),
  ]);
  const base = summary(row);
  return envelope({
    ...base,
    teacher: { ...base.teacher, bio: teacher?.bio, sanad },
    lessonSchedule: row.lesson_schedule,
    kitab,
    enrolled: false,
  });
});

async function signedInUser(request) {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const [session] = await db.query('session', [createHash('sha256').update(token).digest('hex')]);
  return session?.user_id;
}

app.get('/floor/kitab/:kitabId', async (request, reply) => {
  const userId = await signedInUser(request);
  if (!userId) return reply.code(401).send({ err: true, code: 401 });
  const { profileId } = request.query;
  const [profile] = await db.query('ownedProfile', [profileId, userId]);
  const [book] = profile ? await db.query('kitabWithClass', [request.params.kitabId]) : [];
  if (!book) return reply.code(404).send({ err: true, code: 404 });
  const [enrolment] = await db.query('enrolment', [profileId, book.class_id]);
  if (enrolment?.status !== 'active') return reply.code(403).send({ err: true, code: 403 });
  const [meetings, items] = await Promise.all([
    db.query('meetings', [book.id]),
    db.query('kitabCourses', [book.id, profileId]),
  ]);
  const done = items.filter((item) => item.completed_at !== null).length;
  return envelope({
    id: book.id,
    classId: book.class_id,
    classSlug: book.class_slug,
    title: book.title,
    titleArabic: book.title_arabic,
    author: book.author,
    description: book.description,
    price: book.price,
    pertemuanCount: meetings.length,
    courseCount: items.length,
    progress: {
      completed: done,
      total: items.length,
      percent: items.length ? Math.round((done / items.length) * 100) : 0,
    },
    pertemuan: meetings.map((meeting) => ({
      id: meeting.id,
      number: meeting.number,
      title: meeting.title,
      scheduledAt: meeting.scheduled_at ? new Date(meeting.scheduled_at).toISOString() : null,
      courses: items
        .filter((item) => item.pertemuan_id === meeting.id)
        .map((item) => ({
          id: item.id,
          position: item.position,
          title: item.title,
          kind: item.kind,
          durationMinutes: item.duration_minutes,
          completed: item.completed_at !== null,
        })),
    })),
  });
});

app.get('/floor/user/me', async (request, reply) => {
  const userId = await signedInUser(request);
  if (!userId) return reply.code(401).send({ err: true, code: 401 });
  const session = { user_id: userId };
  const [[user], profiles] = await Promise.all([
    db.query('user', [session.user_id]),
    db.query('profiles', [session.user_id]),
  ]);
  const { password_hash: _hash, ...account } = user;
  return envelope({ user: account, profiles: profiles.map(({ pin_hash: _pin, ...profile }) => profile) });
});

const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
