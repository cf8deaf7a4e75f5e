import { announcementSendsPerHour } from '@academy/contract/meetings';
import { describe, expect, it } from 'vitest';
import { createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createStaff } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Issue 37, item 13: a teacher sent 30 WhatsApp and e-mail announcements in 2 s. Per class and
// hour, counted in the database so that every server of a fleet counts the same sends.

const app = await buildTestApp({ NOTIFICATION_JOB_SECONDS: '0' });
const basics = await seedCatalogueBasics(app);
const admin = await createStaff(app, 'admin');

const announce = (classId: string, channels: string[], language = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/staff/classes/${classId}/announcements`,
    headers: { ...admin.headers, 'accept-language': language },
    payload: { title: 'Jadwal berubah', body: 'Kajian pindah ke Ahad.', channels },
  });

describe('announcements by WhatsApp and e-mail', () => {
  it(`are ${announcementSendsPerHour} per class and hour, however fast they come; then 429 with the reason`, async () => {
    const klass = await createClass(app, basics, { state: 'in_progress' });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        announce(klass.id, index % 2 ? ['whatsapp'] : ['inapp', 'email']),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(announcementSendsPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - announcementSendsPerHour);
    const refused = burst.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      err: true,
      code: 429,
      message:
        'This class has had as many WhatsApp and e-mail announcements as an hour allows: send the next one later, or in the app only',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await announce(klass.id, ['email'], 'id')).json().message).toMatch(/^Kelas ini sudah menerima/);

    // In the app only, and another class: not limited by this class's sends.
    expect((await announce(klass.id, ['inapp'])).statusCode).toBe(201);
    const other = await createClass(app, basics, { state: 'in_progress' });
    expect((await announce(other.id, ['whatsapp'])).statusCode).toBe(201);
  });
});
