import type { ClassSummary, EnrolmentStatus } from '@academy/contract/catalogue';
import type { ClassState } from '@academy/contract/class-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format';
import { ClassStateBadge } from './class-state-badge';
import { PriceTag } from './price-tag';
import { BidiText } from '../../../components/bidi-text';
import plain from '../../../components/plain.module.css';
import classes from './class-card.module.css';

/** The states in which a class's seats are worth counting. */
const seatsStates = new Set<ClassState>(['not_open_yet', 'registration_open', 'full']);

/**
 * A class in a list: the title links to the landing page or the dashboard detail, and the link
 * covers the card (`stretched-link`, styles/global.css). With the viewer's `enrolment`, its badge
 * says where they stand in the class. Plain elements with the look of Mantine's Card and Texts: a
 * list shows a dozen cards, some 150 Mantine components on a first render (decision 0181).
 */
export function ClassCard({
  item,
  href,
  enrolment,
}: {
  item: ClassSummary;
  href: string;
  enrolment?: EnrolmentStatus | null;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const facts = [
    // Seats matter while one can still register; a class under way or ended has none to offer.
    seatsStates.has(item.state) ? t('card.seats', { left: item.seatsLeft, capacity: item.capacity }) : null,
    item.gender !== 'all' ? t(`gender.${item.gender}`) : null,
    item.hasPassword ? t('card.password') : null,
  ].filter((fact) => fact !== null);
  return (
    <div className={`stretched-link-card ${plain.card} ${classes.card}`}>
      <div className={`${plain.spread} ${classes.head}`}>
        <p className={`${plain.text} ${plain.xs} ${plain.dimmed} ${classes.department}`}>
          {item.department.name[language]}
        </p>
        <ClassStateBadge state={item.state} enrolment={enrolment} />
      </div>
      <p className={`${plain.text} ${classes.title} ${plain.clamped}`}>
        <Link to={href} className="stretched-link">
          <BidiText>{item.title[language]}</BidiText>
        </Link>
      </p>
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed} ${plain.clamped}`}>
        <BidiText>{item.description[language]}</BidiText>
      </p>
      <p className={`${plain.text} ${plain.sm}`}>{item.teacher.name}</p>
      <div className={`${plain.spread} ${classes.foot}`}>
        <PriceTag price={item.price} />
        <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>
          {t('card.starts', { date: formatDate(item.startAt, language) })}
        </p>
      </div>
      {facts.length > 0 ? (
        <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>{facts.join(' · ')}</p>
      ) : null}
    </div>
  );
}
