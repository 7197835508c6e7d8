import HomeView from '@/components/home/HomeView';

export default HomeView;
