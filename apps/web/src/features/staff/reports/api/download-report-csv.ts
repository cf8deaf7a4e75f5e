import { staffPaths } from '@academy/contract/endpoints';
import type { StaffReportName } from '@academy/contract/staff-reports';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';
import type { ReportRange } from './get-staff-reports';

export const downloadReportCsv = (report: StaffReportName, range: ReportRange) =>
  api.file(staffPaths.reportCsv(report), { query: range });

/** Downloads one table as CSV (the call needs the token, so not a plain link), named as the server names it. */
export const useDownloadReportCsv = () =>
  useMutation({
    mutationFn: async (input: { report: StaffReportName; from: string; to: string }) => {
      saveFile(await downloadReportCsv(input.report, input));
    },
  });
