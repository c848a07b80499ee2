/** Every illustration the site uses: output path, size and the scene (with parameters) that draws it. */
import { C, SKIN } from './palette';
import { portraitScene } from './portraits';
import type { Scene } from './scenes/common';
import { athleticsScene } from './scenes/track';
import { cricketScene } from './scenes/cricket';
import { strengthScene } from './scenes/gym';
import { boxingScene, shootingScene } from './scenes/combat';
import { studioScene } from './scenes/studio';
import {
  admissionScene,
  coachScene,
  groupTrainingScene,
  huddleScene,
  meditationScene,
  onlineClassScene,
  openingScene,
  physioScene,
  entranceScene,
  multiSportHallScene,
  physiologyScene,
  podiumScene,
  teamScene,
} from './scenes/people';
import { complexScene, constructionScene, flooringLayersScene, hostelScene, surfaceCloseUp } from './scenes/facility';
import { badmintonScene, basketballScene, kabaddiScene, tableTennisScene, tennisScene, volleyballScene } from './scenes/sports';

export interface Entry {
  out: string;
  w: number;
  h: number;
  scene: Scene;
}

const CARD = { w: 1600, h: 1000 };
const HERO = { w: 1920, h: 1080 };
const PORTRAIT = { w: 1200, h: 1500 };
const GALLERY = { w: 1600, h: 1200 };

const card = (out: string, scene: Scene): Entry => ({ out, ...CARD, scene });
const hero = (out: string, scene: Scene): Entry => ({ out, ...HERO, scene });
const portrait = (out: string, scene: Scene): Entry => ({ out, ...PORTRAIT, scene });
const gallery = (out: string, scene: Scene): Entry => ({ out, ...GALLERY, scene });

export const MANIFEST: Entry[] = [
  /* ---------------- games (cards) ---------------- */
  card('data/games/badminton.jpg', badmintonScene('card')),
  card('data/games/table-tennis.jpg', tableTennisScene('card')),
  card('data/games/tennis.jpg', tennisScene('card')),
  card('data/games/basketball.jpg', basketballScene()),
  card('data/games/volleyball.jpg', volleyballScene('card')),
  card('data/games/athletics.jpg', athleticsScene('card')),
  card('data/games/cricket-women.jpg', cricketScene('batter')),
  card('data/games/weightlifting.jpg', strengthScene('snatch')),
  card('data/games/powerlifting.jpg', strengthScene('squat')),
  card('data/games/boxing.jpg', boxingScene('sparring')),
  card('data/games/shooting.jpg', shootingScene('card')),
  card('data/sports/weightlifting.jpg', strengthScene('jerk')),
  card('data/sports/powerlifting.jpg', strengthScene('deadlift')),
  card('data/sports/boxing.jpg', boxingScene('bag')),
  card('data/sports/shooting.jpg', shootingScene('close')),
  card('data/facilities/strength-conditioning-gym.jpg', strengthScene('gym')),
  gallery('data/gallery/strength-session.jpg', strengthScene('session')),
  gallery('data/gallery/boxing-ring-sparring.jpg', boxingScene('ringWide')),
  gallery('data/gallery/shooting-range.jpg', shootingScene('range')),
  card('data/sports/cricket-women.jpg', cricketScene('bowler')),
  card('data/flooring/cricket-pitch.jpg', cricketScene('pitch')),
  card('data/flooring/artificial-turf-cricket.jpg', cricketScene('turfNets')),
  card('data/services/ground-development.jpg', cricketScene('ground')),
  gallery('data/gallery/cricket-nets-evening.jpg', cricketScene('nets')),
  card('data/focus/tests.jpg', athleticsScene('tests')),
  card('data/blog/pre-season-conditioning-plan.jpg', athleticsScene('conditioning')),
  card('data/facilities/athletics-track.jpg', athleticsScene('aerial')),
  card('data/sports/athletes.jpg', athleticsScene('hurdles')),

  /* ---------------- focus ---------------- */
  card('data/focus/lead-skill.jpg', huddleScene()),
  card('data/focus/online-classes.jpg', onlineClassScene()),

  /* ---------------- services ---------------- */
  card('data/services/physiology.jpg', physiologyScene()),
  card('data/services/physiotherapy.jpg', physioScene('knee')),
  card('data/services/coaches.jpg', coachScene('services')),
  card('data/services/sports-games-training.jpg', groupTrainingScene('kids')),
  card('data/services/admission.jpg', admissionScene()),
  card('data/services/turnkey-sports-infrastructure.jpg', constructionScene('card')),
  card('data/services/sports-flooring-solutions.jpg', flooringLayersScene()),
  card('data/services/project-consultation.jpg', studioScene('blueprint')),
  card('data/services/sports-consultancy.jpg', studioScene('strategy')),
  card('data/services/scholarship.jpg', studioScene('scholarship')),
  card('data/services/recruitment-jobs.jpg', studioScene('jobs')),
  card('data/services/sports-nutrition.jpg', studioScene('nutrition')),

  /* ---------------- blog ---------------- */
  card('data/blog/what-young-athletes-should-eat.jpg', studioScene('kidsFood')),
  card('data/blog/wearable-tech-for-training.jpg', studioScene('wearable')),
  card('data/blog/choosing-the-right-court-surface.jpg', studioScene('surfaces')),

  card('data/blog/preventing-common-sports-injuries.jpg', physioScene('taping')),
  card('data/blog/building-mental-toughness.jpg', athleticsScene('blocks')),

  /* ---------------- news ---------------- */
  card('data/news/new-training-program-launched.jpg', groupTrainingScene('launch')),
  card('data/news/phasellus-nec-metus-scelerisque.jpg', openingScene()),
  card('data/news/championship-results-announced.jpg', podiumScene()),
  card('data/news/nullam-placerat-massa-et.jpg', badmintonScene('kid')),

  /* ---------------- facilities / flooring ---------------- */
  card('data/flooring/volleyball-court.jpg', volleyballScene('product')),
  card('data/flooring/pp-interlocking-tiles.jpg', surfaceCloseUp('pp')),
  card('data/flooring/epdm-flooring.jpg', surfaceCloseUp('epdm')),
  card('data/facilities/hostel-and-cafeteria.jpg', hostelScene()),
  card('data/facilities/indoor-multi-sport-hall.jpg', multiSportHallScene()),
  card('data/facilities/physiotherapy-recovery-centre.jpg', physioScene('centre')),
  card('data/sports/sports-fitness.jpg', groupTrainingScene('fitness')),
  card('data/facilities/synthetic-courts.jpg', complexScene('synthetic')),
  card('data/sports/sports-infrastructure.jpg', complexScene('dusk')),
  card('data/flooring/eva-kabaddi-mat.jpg', kabaddiScene('product')),

  /* ---------------- sports article heroes ---------------- */
  card('data/sports/badminton.jpg', badmintonScene('dusk')),
  card('data/sports/table-tennis.jpg', tableTennisScene('dark')),
  card('data/sports/tennis.jpg', tennisScene('clay')),
  card('data/sports/volleyball.jpg', volleyballScene('dusk')),

  /* ---------------- pages ---------------- */
  card('data/pages/images/home-about.jpg', coachScene('about')),
  hero('data/pages/images/hero-1.jpg', athleticsScene('hero')),
  hero('data/pages/images/hero-2.jpg', badmintonScene('complex')),
  hero('data/pages/images/hero-3.jpg', athleticsScene('drill')),
  hero('data/pages/images/blog-hero.jpg', studioScene('blogDesk')),
  hero('data/pages/images/about-hero.jpg', teamScene()),
  hero('data/pages/images/contact-hero.jpg', entranceScene()),
  hero('data/pages/images/gallery-hero.jpg', athleticsScene('stadium')),
  hero('data/pages/images/templates-hero.jpg', studioScene('pattern')),
  hero('data/pages/images/sports-meditation-hero.jpg', meditationScene()),
  hero('data/pages/images/services-hero.jpg', constructionScene('hero')),
  hero('data/pages/images/projects-hero.jpg', complexScene('projects')),

  /* ---------------- coaches ---------------- */
  portrait(
    'data/coaches/arjun-rathore.jpg',
    portraitScene({
      skin: SKIN[1],
      hair: 'sidePart',
      female: false,
      outfit: 'track',
      colors: [C.royal, C.saffron],
      backdrop: [C.sky, C.royal],
      arch: '#5C9AF5',
      lanyard: 'stopwatch',
    }),
  ),
  portrait(
    'data/coaches/priya-shekhawat.jpg',
    portraitScene({
      skin: SKIN[3],
      hair: 'bun',
      female: true,
      outfit: 'polo',
      colors: [C.offwhite, C.pink],
      backdrop: [C.pink, '#B9435F'],
      arch: '#EC8AA0',
    }),
  ),
  portrait(
    'data/coaches/vikram-singh-chauhan.jpg',
    portraitScene({
      skin: SKIN[0],
      hair: 'cropBeard',
      female: false,
      outfit: 'tank',
      colors: [C.charcoal, C.saffron],
      backdrop: [C.saffron, '#C85A12'],
      arch: '#F79A4E',
    }),
  ),
  portrait(
    'data/coaches/neha-meena.jpg',
    portraitScene({
      skin: SKIN[2],
      hair: 'ponytail',
      female: true,
      outfit: 'polo',
      colors: [C.turf, C.offwhite],
      backdrop: [C.sand, '#E6DCCB'],
      arch: '#D6E8DC',
      lanyard: 'none',
    }),
  ),
  portrait(
    'data/coaches/rahul-sharma.jpg',
    portraitScene({
      skin: SKIN[2],
      hair: 'cap',
      female: false,
      outfit: 'cricket',
      colors: [C.navy, C.saffron],
      backdrop: [C.turf, '#166B46'],
      arch: '#3FA374',
      lanyard: 'whistle',
    }),
  ),

  /* ---------------- gallery ---------------- */
  gallery('data/gallery/floodlit-badminton-hall.jpg', badmintonScene('hall')),
  gallery('data/gallery/under-14-athletics-meet.jpg', athleticsScene('meet')),
  gallery('data/gallery/school-sports-day.jpg', groupTrainingScene('sportsDay')),
  gallery('data/gallery/volleyball-court-handover.jpg', volleyballScene('handover')),
  gallery('data/gallery/kabaddi-mat-installation.jpg', kabaddiScene('install')),
  gallery('data/gallery/table-tennis-academy.jpg', tableTennisScene('academy')),
];
