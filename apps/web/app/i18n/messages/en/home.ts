/** Copy of the home feature: hero carousel, popular categories and the deals slider. */
export const home = {
  metaTitle: 'Online pharmacy and grocery delivery in Egypt',
  metaDescription:
    'Order medicines, skin care, baby products, personal care and fresh groceries from Nile Pharmacy, delivered in Nasr City, New Cairo and across Egypt.',
  heading: 'Nile Pharmacy: medicines, beauty and groceries delivered to your door',
  heroLabel: 'Featured offers',
  slide: 'slide',
  slideOf: '{current} of {total}',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: 'Slide {number}: {title}',
  pauseSlides: 'Pause the slideshow',
  playSlides: 'Play the slideshow',
  popularCategories: 'Popular categories',
  dealsForYou: 'Deals recommended for you',
  seeAll: 'See all',
} as const;
