import { staffPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { pagedEnvelopeOf } from '@academy/contract/paging';
import {
  questionImportMaxBytes,
  staffBankCopyBodySchema,
  staffBankCopyResultSchema,
  staffBankImportParamsSchema,
  staffBankImportRemovalSchema,
  staffBankQuestionPatchSchema,
  staffBankQuestionSchema,
  staffQuestionBankParamsSchema,
  staffQuestionBankQuerySchema,
  staffQuestionBankSchema,
  staffQuestionBankSummarySchema,
  staffQuestionImportFieldsSchema,
  staffQuestionImportResultSchema,
} from '@academy/contract/staff-question-bank';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/reply';
import { failures, signedIn } from '../../lib/route-schemas';
import { sendTable, tableFileAnswer } from '../../lib/table-file';
import { readImportForm } from './import-form';
import { staffOf } from '../../plugins/app/staff-gate';

/**
 * A class's question bank and the import that fills it (api-contract "Staff console, part 3"), and
 * the academy-wide bank (decision 0121): admins fill and edit it, every staff member reads it.
 */
export const questionBankRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { questionBank } = fastify.services;
  const tags = ['staff'];

  fastify.post(
    staffPaths.questionImport,
    {
      schema: {
        tags,
        summary:
          'Staff: import questions into a class’s bank or the academy’s from GIFT, Aiken, CSV or XLSX (multipart)',
        description:
          'Fields `format` (`gift`, `aiken`, `csv`, `xlsx`), `classId` (without it, the academy-wide bank), ' +
          '`category`, `dryRun` and the `file` ' +
          `(at most ${questionImportMaxBytes / 1024 / 1024} MB, 413 above; a file whose content is not of the ` +
          'format is 400). Answers the questions read and the errors, each with its 1-based line (GIFT, Aiken) ' +
          'or row (CSV, XLSX). As Moodle does, a question that cannot be kept as written (its kind, weights or ' +
          'right answers) is skipped and named in `errors` with why; `dryRun=true`, a file refused as a whole ' +
          '(`fileRefused`) or one without a question to keep saves nothing (200); otherwise the questions read are ' +
          'saved with one audit row naming the skipped ones (201). A teacher imports into the classes they teach (403 otherwise, and for the ' +
          'academy bank, which only admins fill).',
        ...signedIn,
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeOf(staffQuestionImportResultSchema),
          201: envelopeOf(staffQuestionImportResultSchema),
          ...failures(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImportForm(
        request,
        staffQuestionImportFieldsSchema,
        questionImportMaxBytes,
      );
      const result = await questionBank.import(fields, file, staffOf(request), request.language);
      const status = result.saved > 0 ? 201 : 200;
      return reply.code(status).send(ok(result, status));
    },
  );

  fastify.get(
    staffPaths.questionBank(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: the questions of a class’s bank, by category',
        description: 'A teacher reads the banks of the classes they teach (403 otherwise).',
        ...signedIn,
        params: staffQuestionBankParamsSchema,
        response: { 200: envelopeOf(staffQuestionBankSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await questionBank.bank(request.params.id, staffOf(request))),
  );

  fastify.get(
    staffPaths.academyQuestionBank,
    {
      schema: {
        tags,
        summary: 'Staff: the questions of the academy-wide bank, by category',
        description:
          'Every staff member reads it (teachers copy and draw from it into their exams); only admins change it.',
        ...signedIn,
        response: { 200: envelopeOf(staffQuestionBankSchema), ...failures(401, 403) },
      },
    },
    async (request) => ok(await questionBank.bank(null, staffOf(request))),
  );

  // A bank by page, searched on the server, its summary, and the removal of one import (decision 0164).
  const pageDescription =
    'One page of the bank in its order (category, then import, then the file’s order): `search` (at most ' +
    '100 characters) keeps the questions whose title, prompt, options or accepted answers, in either ' +
    'language, hold every word; `category` keeps one category as the bank names it.';
  const summaryDescription =
    'The bank’s size, its categories with their counts, and its imports newest first (file, category, ' +
    'who and when, questions saved and still in the bank); an import with no question left is not listed.';
  for (const bank of ['class', 'academy'] as const) {
    const classBank = bank === 'class';
    const who = classBank
      ? 'A teacher reads the banks of the classes they teach (403 otherwise).'
      : 'Every staff member reads it.';
    fastify.get(
      classBank ? staffPaths.questionBankPage(':id') : staffPaths.academyQuestionBankPage,
      {
        schema: {
          tags,
          summary: `Staff: the ${classBank ? 'class’s' : 'academy-wide'} question bank by page, searched`,
          description: `${pageDescription} ${who}`,
          ...signedIn,
          ...(classBank ? { params: staffQuestionBankParamsSchema } : {}),
          querystring: staffQuestionBankQuerySchema,
          response: { 200: pagedEnvelopeOf(staffBankQuestionSchema), ...failures(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const owner = classBank ? (request.params as { id: string }).id : null;
        const { items, total } = await questionBank.page(owner, request.query, staffOf(request));
        return paged(items, request.query, total);
      },
    );
    fastify.get(
      classBank ? staffPaths.questionBankSummary(':id') : staffPaths.academyQuestionBankSummary,
      {
        schema: {
          tags,
          summary: `Staff: the ${classBank ? 'class’s' : 'academy-wide'} question bank’s categories and imports`,
          description: `${summaryDescription} ${who}`,
          ...signedIn,
          ...(classBank ? { params: staffQuestionBankParamsSchema } : {}),
          response: { 200: envelopeOf(staffQuestionBankSummarySchema), ...failures(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const owner = classBank ? (request.params as { id: string }).id : null;
        return ok(await questionBank.summary(owner, staffOf(request)));
      },
    );
  }

  fastify.delete(
    staffPaths.bankImport(':importId'),
    {
      schema: {
        tags,
        summary: 'Staff: remove one import from its bank (every question it saved that is still there)',
        description:
          'The import is named by its change-log row (`GET …/question-bank/summary` lists them). Whoever may ' +
          'change the bank removes it (403 otherwise; a teacher never the academy’s); one audit row ' +
          '(`delete` on `question-bank`) holds the questions removed. Refused whole (409 `bankImportInUse`, ' +
          '`data.exams` naming them) when an exam that learners have started draws from the category of ' +
          'one of its questions. Exams’ fixed copies and attempts’ draws stay as they were. An unknown ' +
          'import, or one with no question left, is 404.',
        ...signedIn,
        params: staffBankImportParamsSchema,
        response: { 200: envelopeOf(staffBankImportRemovalSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await questionBank.removeImport(request.params.importId, staffOf(request))),
  );

  const bankQuestionParams = z.object({ questionId: z.uuid() });
  const bankQuestionRules =
    'An admin changes a question of any bank; a teacher those of the banks of the classes they teach ' +
    '(403 otherwise, and for the academy bank). Exams’ copies and attempts’ draws stay as they were. One audit ' +
    'row (`bank-questions`).';

  fastify.patch(
    staffPaths.bankQuestion(':questionId'),
    {
      schema: {
        tags,
        summary: 'Staff: change a question of a bank (its category, texts, points or answers; not its kind)',
        description: `${bankQuestionRules} A question left without its right answer is refused by field (400).`,
        ...signedIn,
        params: bankQuestionParams,
        body: staffBankQuestionPatchSchema,
        response: { 200: envelopeOf(staffBankQuestionSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await questionBank.update(request.params.questionId, request.body, staffOf(request))),
  );

  fastify.delete(
    staffPaths.bankQuestion(':questionId'),
    {
      schema: {
        tags,
        summary: 'Staff: remove a question from a bank',
        description: bankQuestionRules,
        ...signedIn,
        params: bankQuestionParams,
        response: { 200: envelopeOf(z.null()), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await questionBank.remove(request.params.questionId, staffOf(request));
      return ok(null);
    },
  );

  fastify.post(
    staffPaths.examQuestionsFromBank(':id'),
    {
      schema: {
        tags,
        summary: 'Staff: copy questions of the class’s bank or the academy’s into an exam as fixed questions',
        description:
          'The questions are copied with their options after the exam’s last question, in the order given, one ' +
          'audit row each. A question of another class’s bank is refused by its place (`questionIds.<n>`). A ' +
          'teacher copies into exams of the classes they teach (403 otherwise).',
        ...signedIn,
        params: staffQuestionBankParamsSchema,
        body: staffBankCopyBodySchema,
        response: { 201: envelopeOf(staffBankCopyResultSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const result = await questionBank.copyToExam(request.params.id, request.body, staffOf(request));
      return reply.code(201).send(ok(result, 201));
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    fastify.get(
      staffPaths.academyQuestionBankFile(format),
      {
        schema: {
          tags,
          summary: `Staff: the academy-wide question bank as the import’s ${format.toUpperCase()} template`,
          description: 'As a class’s bank file; every staff member reads it.',
          ...signedIn,
          ...tableFileAnswer(format, 'The bank', 401, 403),
        },
      },
      async (request, reply) => {
        const { file, table } = await questionBank.table(null, staffOf(request), request.language);
        return sendTable(reply, format, file, table);
      },
    );

    fastify.get(
      staffPaths.questionBankFile(':id', format),
      {
        schema: {
          tags,
          summary: `Staff: a class’s question bank as the import’s ${format.toUpperCase()} template`,
          description:
            'The template (`kind, prompt, option_a … option_f, answer`) with a `category` column first, in the ' +
            'reader’s language; the import reads it back. Texts a spreadsheet would run as formulas are ' +
            'neutralised (CSV: UTF-8 with a byte order mark). A teacher reads the classes they teach (403 otherwise).',
          ...signedIn,
          params: staffQuestionBankParamsSchema,
          ...tableFileAnswer(format, 'The bank', 400, 401, 403, 404),
        },
      },
      async (request, reply) => {
        const { file, table } = await questionBank.table(
          request.params.id,
          staffOf(request),
          request.language,
        );
        return sendTable(reply, format, file, table);
      },
    );
  }
};
