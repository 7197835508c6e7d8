export interface LeaderLevel {
  level: number;
  members: number;
  newMembers: number;
  volume: string;
}

export interface LeaderSummary {
  from: string;
  to: string;
  levels: LeaderLevel[];
  totals: { members: number; newMembers: number; volume: string };
}
