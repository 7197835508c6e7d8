import { useState } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import { lazyComponent } from '@/components/ui/lazyComponent';
import type { TranslationKey } from '@/config/translate';
import { KYC_FILE_FIELDS, type KycFileField } from '@/contract/enums';
import type { KycFiles } from '@/contract/kyc';
import { useTranslation } from '@/hooks/useTranslation';

// framer-motion comes with the dialog, not with the queue page's first load.
const Modal = lazyComponent(() => import('@/components/ui/Modal'));

const SIDE_TEXT: Record<KycFileField, TranslationKey> = {
  front: 'Front of the document',
  back: 'Back of the document',
  selfie: 'Selfie holding the document',
};

const Thumbnails = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumbnail = styled.button`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: zoom-in;
  font: inherit;
  font-size: 13px;

  img { width: 100%; height: 96px; object-fit: cover; }
  &:focus-visible { box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const Viewport = styled.div`
  max-height: 70vh;
  overflow: auto;

  img { display: block; max-width: none; }
`;

/** The images of a KYC submission: a thumbnail per side; a click (or Enter) opens it large, with zoom. */
export default function KycDocumentViewer({ files }: { files: KycFiles }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<KycFileField | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const sides = KYC_FILE_FIELDS.filter((side) => files[side] !== null);
  const openUrl = open ? files[open] : null;

  if (sides.length === 0) return <p>{t('The submission has no images.')}</p>;
  return (
    <>
      <Thumbnails>
        {sides.map((side) => (
          <li key={side}>
            <Thumbnail
              onClick={() => {
                setZoomed(false);
                setOpen(side);
              }}
              aria-label={t('Enlarge: %side%', { side: t(SIDE_TEXT[side]) })}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a protected API image (the session cookie), not an optimisable asset */}
              <img src={files[side] ?? ''} alt="" />
              <span>{t(SIDE_TEXT[side])}</span>
            </Thumbnail>
          </li>
        ))}
      </Thumbnails>
      <Modal isOpen={open !== null} onDismiss={() => setOpen(null)} title={open ? t(SIDE_TEXT[open]) : ''}>
        <Button $variant="neutral" onClick={() => setZoomed((value) => !value)} aria-pressed={zoomed}>
          {zoomed ? t('Zoom out') : t('Zoom in')}
        </Button>
        <Viewport tabIndex={0} aria-label={t('Document image')}>
          {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
          {openUrl && <img src={openUrl} alt={open ? t(SIDE_TEXT[open]) : ''} style={{ width: zoomed ? '200%' : '100%' }} />}
        </Viewport>
      </Modal>
    </>
  );
}
