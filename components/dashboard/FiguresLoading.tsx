import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { useTranslation } from '@/hooks/useTranslation';
import Figure from './Figure';
import { Figures } from './styles';

/**
 * A card's figures while their values load: the tiles with their labels, so that the card already has the height it
 * will have (on phones a card is alone on its row, and the cards below it would move when the values came).
 */
export default function FiguresLoading({ labels }: { labels: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden role="status">{t('Loading…')}</VisuallyHidden>
      <Figures aria-busy="true">
        {labels.map((label) => (
          <Figure key={label} label={label} value={<span aria-hidden="true">…</span>} />
        ))}
      </Figures>
    </>
  );
}
