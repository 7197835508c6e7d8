import { useEffect, useRef, useState } from 'react';
import type { CreatedDownline } from '@/contract/network';
import CreatedMemberCard from './CreatedMemberCard';
import DownlineForm from './DownlineForm';

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
