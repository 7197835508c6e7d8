import type { DownlineNode } from '@/contract/network';
import NetworkNode from './NetworkNode';
import { Level } from './treeStyles';

interface DownlineLevelProps {
  nodes: readonly DownlineNode[];
  label: string;
  id?: string;
}

/** One level of the network as a list. */
export default function DownlineLevel({ nodes, label, id }: DownlineLevelProps) {
  return (
    <Level id={id} aria-label={label}>
      {nodes.map((node) => (
        <NetworkNode key={node._id} node={node} />
      ))}
    </Level>
  );
}
