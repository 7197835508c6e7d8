import type { TicketCategory } from '../../../contract/enums';

export interface SeedTicket {
  username: string;
  category: TicketCategory;
  text: string;
  /** How long ago it was opened (the console's queue shows the longest waiting first). */
  hoursAgo: number;
}

/** Open tickets of demo members (not `demo`, whose state the e2e specs rely on), for the console's support queue. */
export const seedTickets: readonly SeedTicket[] = [
  { username: 'lan', category: 'WITHDRAWAL', text: 'Tôi rút 50 USDT từ hôm qua nhưng ví vẫn chưa nhận được. Nhờ kiểm tra giúp.', hoursAgo: 30 },
  { username: 'tuan', category: 'ORDER', text: 'Tôi đã chuyển khoản cho đơn hàng nhưng đơn vẫn đang chờ thanh toán.', hoursAgo: 20 },
  { username: 'minh', category: 'KYC', text: 'How long does the KYC review take? I sent my documents two days ago.', hoursAgo: 6 },
  { username: 'hoa', category: 'ACCOUNT', text: 'Tôi muốn đổi số điện thoại của tài khoản, làm thế nào?', hoursAgo: 2 },
];
