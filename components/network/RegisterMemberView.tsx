import { useEffect, useRef, useState } from 'react';
import type { CreatedDownline } from '@/contract/network';
import CreatedMemberCard from './CreatedMemberCard';
import { keptServerHtml } from '@/components/ui/keptServerHtml';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The form (react-hook-form, the schema) is rendered on the server; the browser keeps that HTML until its chunk is there. */
const DownlineForm = keptServerHtml(() => import('./DownlineForm'), typeof window === 'undefined' ? require('./DownlineForm') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /register-new-member: the form, then the new member's card; "Register another" brings back an empty form. */
export default function RegisterMemberView() {
  const [created, setCreated] = useState<CreatedDownline | null>(null);
  const [formKey, setFormKey] = useState(0);
  const view = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!created && formKey === 0) return;
    view.current?.querySelector<HTMLElement>(created ? 'h2' : 'input')?.focus();
  }, [created, formKey]);

  const another = () => {
    setCreated(null);
    setFormKey((key) => key + 1);
  };

  return (
    <div ref={view}>
      {created ? <CreatedMemberCard member={created} onAnother={another} /> : <DownlineForm key={formKey} onCreated={setCreated} />}
    </div>
  );
}
