import type { DemoArea, DemoBranch } from './types.ts';

/** Delivery areas (governorates) and their districts. District ids are unique across all areas. */
export const areas: DemoArea[] = [
  {
    id: 1,
    name: { en: 'Cairo', ar: 'القاهرة' },
    districts: [
      { id: 1, name: { en: 'Nasr City', ar: 'مدينة نصر' } },
      { id: 2, name: { en: 'New Cairo / Fifth Settlement', ar: 'القاهرة الجديدة / التجمع الخامس' } },
      { id: 3, name: { en: 'Heliopolis', ar: 'مصر الجديدة' } },
      { id: 4, name: { en: 'Maadi', ar: 'المعادي' } },
      { id: 5, name: { en: 'Downtown', ar: 'وسط البلد' } },
      { id: 6, name: { en: 'Mokattam', ar: 'المقطم' } },
    ],
  },
  {
    id: 2,
    name: { en: 'Giza', ar: 'الجيزة' },
    districts: [
      { id: 7, name: { en: 'Dokki', ar: 'الدقي' } },
      { id: 8, name: { en: 'Mohandessin', ar: 'المهندسين' } },
      { id: 9, name: { en: '6th of October', ar: 'السادس من أكتوبر' } },
      { id: 10, name: { en: 'Sheikh Zayed', ar: 'الشيخ زايد' } },
    ],
  },
  {
    id: 3,
    name: { en: 'Alexandria', ar: 'الإسكندرية' },
    districts: [
      { id: 11, name: { en: 'Smouha', ar: 'سموحة' } },
      { id: 12, name: { en: 'Sidi Gaber', ar: 'سيدي جابر' } },
      { id: 13, name: { en: 'Miami', ar: 'ميامي' } },
    ],
  },
];

/** Pharmacy branches; the Abbas El Akkad branch in Nasr City is the default (reference prices). */
export const branches: DemoBranch[] = [
  {
    id: 1,
    districtId: 1,
    name: { en: 'Nasr City - Abbas El Akkad', ar: 'مدينة نصر - عباس العقاد' },
    address: {
      en: '12 Abbas El Akkad St., Nasr City, Cairo',
      ar: '12 شارع عباس العقاد، مدينة نصر، القاهرة',
    },
    phone: '02-22734512',
    deliveryCharge: 1500,
    location: { lat: 30.0626, lng: 31.334 },
    zones: [{ name: 'Nasr City: Abbas El Akkad', radiiKm: [2.6, 2.2, 2.8, 2.4, 2.0, 2.5, 2.9, 2.3] }],
    isDefault: true,
  },
  {
    id: 2,
    districtId: 1,
    name: { en: 'Nasr City - Makram Ebeid', ar: 'مدينة نصر - مكرم عبيد' },
    address: {
      en: '45 Makram Ebeid St., 6th District, Nasr City, Cairo',
      ar: '45 شارع مكرم عبيد، الحي السادس، مدينة نصر، القاهرة',
    },
    phone: '02-23498761',
    deliveryCharge: 1500,
    location: { lat: 30.056, lng: 31.3465 },
    zones: [{ name: 'Nasr City: Makram Ebeid', radiiKm: [2.4, 2.7, 2.2, 2.6, 2.5, 2.1, 2.4, 2.8] }],
  },
  {
    id: 3,
    districtId: 1,
    name: { en: 'Nasr City - Mostafa El Nahas', ar: 'مدينة نصر - مصطفى النحاس' },
    address: {
      en: '88 Mostafa El Nahas St., 8th District, Nasr City, Cairo',
      ar: '88 شارع مصطفى النحاس، الحي الثامن، مدينة نصر، القاهرة',
    },
    phone: '01001234567',
    deliveryCharge: 1500,
    location: { lat: 30.053, lng: 31.362 },
    zones: [{ name: 'Nasr City: 8th District', radiiKm: [2.5, 2.9, 3.1, 2.6, 2.4, 2.2, 2.3, 2.7] }],
  },
  {
    id: 4,
    districtId: 2,
    name: { en: 'New Cairo - 90th Street', ar: 'القاهرة الجديدة - شارع التسعين' },
    address: {
      en: 'Building 17, South 90th St., Fifth Settlement, New Cairo',
      ar: 'مبنى 17، شارع التسعين الجنوبي، التجمع الخامس، القاهرة الجديدة',
    },
    phone: '02-28112233',
    deliveryCharge: 2000,
    location: { lat: 30.0275, lng: 31.47 },
    zones: [{ name: 'Fifth Settlement', radiiKm: [4.5, 5.2, 4.8, 4.0, 4.6, 5.5, 4.2, 4.9] }],
  },
  {
    id: 5,
    districtId: 3,
    name: { en: 'Heliopolis - Korba', ar: 'مصر الجديدة - الكوربة' },
    address: {
      en: '23 Baghdad St., Korba, Heliopolis, Cairo',
      ar: '23 شارع بغداد، الكوربة، مصر الجديدة، القاهرة',
    },
    phone: '02-24157890',
    deliveryCharge: 2000,
    location: { lat: 30.0905, lng: 31.322 },
    zones: [{ name: 'Heliopolis', radiiKm: [2.8, 2.5, 3.0, 2.6, 2.3, 2.7, 3.2, 2.4] }],
  },
  {
    id: 6,
    districtId: 4,
    name: { en: 'Maadi - Road 9', ar: 'المعادي - شارع 9' },
    address: {
      en: '31 Road 9, Maadi, Cairo',
      ar: '31 شارع 9، المعادي، القاهرة',
    },
    phone: '02-23581144',
    deliveryCharge: 2500,
    location: { lat: 29.9605, lng: 31.2575 },
    zones: [{ name: 'Maadi', radiiKm: [2.9, 3.2, 2.6, 2.4, 3.0, 2.7, 2.5, 3.1] }],
  },
  {
    id: 7,
    districtId: 8,
    name: { en: 'Mohandessin - Gameat El Dowal', ar: 'المهندسين - جامعة الدول' },
    address: {
      en: '54 Gameat El Dowal El Arabeya St., Mohandessin, Giza',
      ar: '54 شارع جامعة الدول العربية، المهندسين، الجيزة',
    },
    phone: '02-33046655',
    deliveryCharge: 2500,
    location: { lat: 30.056, lng: 31.201 },
    zones: [{ name: 'Mohandessin and Dokki', radiiKm: [2.6, 2.3, 2.8, 3.0, 2.5, 2.2, 2.7, 2.4] }],
  },
  {
    id: 8,
    districtId: 10,
    name: { en: 'Sheikh Zayed - Arkan', ar: 'الشيخ زايد - أركان' },
    address: {
      en: 'Shop 4, 26th of July Corridor, Sheikh Zayed, Giza',
      ar: 'محل 4، محور 26 يوليو، الشيخ زايد، الجيزة',
    },
    phone: '01112345678',
    deliveryCharge: 3000,
    location: { lat: 30.0205, lng: 30.983 },
    zones: [{ name: 'Sheikh Zayed', radiiKm: [4.8, 4.2, 5.0, 4.4, 4.6, 5.3, 4.1, 4.7] }],
  },
  {
    id: 9,
    districtId: 11,
    name: { en: 'Smouha - Fawzy Moaz', ar: 'سموحة - فوزي معاذ' },
    address: {
      en: '19 Fawzy Moaz St., Smouha, Alexandria',
      ar: '19 شارع فوزي معاذ، سموحة، الإسكندرية',
    },
    phone: '03-4251234',
    deliveryCharge: 2500,
    location: { lat: 31.213, lng: 29.942 },
    zones: [{ name: 'Smouha and Sidi Gaber', radiiKm: [2.4, 2.8, 2.5, 2.2, 2.6, 2.9, 2.3, 2.5] }],
  },
];

/**
 * A demo zone's outline (GeoJSON Polygon, [longitude, latitude]): a point at each of the given
 * distances (km) from the centre, north first and clockwise. Flat-earth degrees are exact enough
 * for a few kilometres.
 */
export function outlineAround(centre: { lat: number; lng: number }, radiiKm: readonly number[]) {
  const kmPerDegree = 111.32;
  const ring = radiiKm.map((km, index): [number, number] => {
    const angle = (index * 2 * Math.PI) / radiiKm.length;
    const lat = centre.lat + (km * Math.cos(angle)) / kmPerDegree;
    const lng = centre.lng + (km * Math.sin(angle)) / (kmPerDegree * Math.cos((centre.lat * Math.PI) / 180));
    return [Math.round(lng * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5];
  });
  return { type: 'Polygon' as const, coordinates: [[...ring, ring[0]!]] };
}
