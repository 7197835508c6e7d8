import type { ProductKind } from '../../../contract/enums';

export interface SeedProduct {
  code: string;
  kind: ProductKind;
  nameVi: string;
  nameEn: string;
  descriptionVi: string;
  descriptionEn: string;
  /** USDT. */
  price: string;
  /** Points (EV) when paid by points: the USDT price at the seeded EV price of 0.1 USDT. */
  pointPrice: string;
  /** TiB of mining power; 0 for membership packages. */
  power: string;
  /** PACKAGE: sponsor levels its owner earns bonus from. */
  bonusLevels: number;
  /** MINING: EC per day of an active contract. */
  dailyReward: string;
  /** MINING: days a contract earns. */
  contractDays: number;
  image: string | null;
}

export const seedProducts: readonly SeedProduct[] = [
  {
    code: 'PKG-STARTER',
    kind: 'PACKAGE',
    nameVi: 'Gói Khởi đầu',
    nameEn: 'Starter',
    descriptionVi: 'Gói thành viên cơ bản: mở liên kết giới thiệu và hoa hồng tuyến trên cấp 1.',
    descriptionEn: 'Entry membership: unlocks your referral link and level-1 team bonus.',
    price: '100',
    pointPrice: '1000',
    power: '0',
    bonusLevels: 1,
    dailyReward: '0',
    contractDays: 0,
    image: null,
  },
  {
    code: 'PKG-SILVER',
    kind: 'PACKAGE',
    nameVi: 'Gói Bạc',
    nameEn: 'Silver',
    descriptionVi: 'Gói thành viên Bạc: hoa hồng đội nhóm đến cấp 2 và ưu tiên hỗ trợ.',
    descriptionEn: 'Silver membership: team bonus down to level 2 and priority support.',
    price: '500',
    pointPrice: '5000',
    power: '0',
    bonusLevels: 2,
    dailyReward: '0',
    contractDays: 0,
    image: null,
  },
  {
    code: 'PKG-GOLD',
    kind: 'PACKAGE',
    nameVi: 'Gói Vàng',
    nameEn: 'Gold',
    descriptionVi: 'Gói thành viên Vàng: hoa hồng đội nhóm đến cấp 3 và báo cáo đội nhóm chi tiết.',
    descriptionEn: 'Gold membership: team bonus down to level 3 and detailed team reports.',
    price: '1000',
    pointPrice: '10000',
    power: '0',
    bonusLevels: 3,
    dailyReward: '0',
    contractDays: 0,
    image: null,
  },
  {
    code: 'MIN-1TIB',
    kind: 'MINING',
    nameVi: 'Máy đào 1 TiB',
    nameEn: '1 TiB mining unit',
    descriptionVi: '1 TiB dung lượng lưu trữ Filecoin, nhận thưởng EC mỗi ngày sau khi kích hoạt.',
    descriptionEn: '1 TiB of Filecoin storage power, earning EC every day once activated.',
    price: '50',
    pointPrice: '500',
    power: '1',
    bonusLevels: 0,
    dailyReward: '0.02',
    contractDays: 540,
    image: null,
  },
  {
    code: 'MIN-5TIB',
    kind: 'MINING',
    nameVi: 'Máy đào 5 TiB',
    nameEn: '5 TiB mining unit',
    descriptionVi: '5 TiB dung lượng lưu trữ Filecoin, nhận thưởng EC mỗi ngày sau khi kích hoạt.',
    descriptionEn: '5 TiB of Filecoin storage power, earning EC every day once activated.',
    price: '240',
    pointPrice: '2400',
    power: '5',
    bonusLevels: 0,
    dailyReward: '0.1',
    contractDays: 540,
    image: null,
  },
  {
    code: 'MIN-10TIB',
    kind: 'MINING',
    nameVi: 'Máy đào 10 TiB',
    nameEn: '10 TiB mining unit',
    descriptionVi: '10 TiB dung lượng lưu trữ Filecoin, nhận thưởng EC mỗi ngày sau khi kích hoạt.',
    descriptionEn: '10 TiB of Filecoin storage power, earning EC every day once activated.',
    price: '450',
    pointPrice: '4500',
    power: '10',
    bonusLevels: 0,
    dailyReward: '0.2',
    contractDays: 540,
    image: null,
  },
];
