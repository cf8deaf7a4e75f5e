import { useSetExamPin } from '../api/set-exam-pin';
import { PinSwitchSettings, type PinSwitch } from './pin-switch-settings';

const examPin: PinSwitch = {
  texts: 'exams:pinSettings',
  pageTitle: 'exams:pinSettings.pageTitle',
  isOn: (profile) => profile.examPinRequired,
  useSave: () => {
    const save = useSetExamPin();
    return {
      mutateAsync: ({ profileId, on, pin }) => save.mutateAsync({ profileId, body: { required: on, pin } }),
    };
  },
};

/** /dashboard/user/setting/exam-pin: whether starting or continuing an exam asks for the PIN. */
export function ExamPinSettings() {
  return <PinSwitchSettings kind={examPin} />;
}
