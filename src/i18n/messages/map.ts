/**
 * The map widget's strings (src/blocks/Map), part of the catalogue (ka.ts and en.ts include them),
 * kept together in a module of their own.
 */
export const mapMessages = {
  ka: {
    mapLabel: 'რუკა: {place}',
    mapInteractiveLabel:
      'ინტერაქტიული რუკა: {place}. გადასაადგილებლად გამოიყენეთ ისრები, მასშტაბისთვის + და −.',
    mapOpenInApp: 'რუკების აპლიკაციაში გახსნა',
    mapDirections: 'მარშრუტი რუკების აპლიკაციაში ({mode})',
    mapStreetView: 'ქუჩის ხედი რუკების აპლიკაციაში',
    mapTravelWalking: 'ფეხით',
    mapTravelBicycling: 'ველოსიპედით',
    mapTravelDriving: 'მანქანით',
    mapConsentText:
      'ეს რუკა Google Maps-იდან იტვირთება. ჩატვირთვისას Google მიიღებს თქვენს IP მისამართსა და ბრაუზერის მონაცემებს.',
    mapConsentButton: 'რუკის ჩვენება',
    mapConsentRemember: 'თქვენს არჩევანს ეს ბრაუზერი დაიმახსოვრებს.',
    mapFullscreen: 'რუკის სრულ ეკრანზე გაშლა',
    mapExitFullscreen: 'სრული ეკრანიდან გასვლა',
  },
  en: {
    mapLabel: 'Map: {place}',
    mapInteractiveLabel: 'Interactive map: {place}. Arrow keys move it, + and − zoom.',
    mapOpenInApp: 'Open in a maps app',
    mapDirections: 'Directions in a maps app ({mode})',
    mapStreetView: 'Street View in a maps app',
    mapTravelWalking: 'on foot',
    mapTravelBicycling: 'by bicycle',
    mapTravelDriving: 'by car',
    mapConsentText:
      'This map comes from Google Maps. Loading it sends your IP address and browser details to Google.',
    mapConsentButton: 'Show the map',
    mapConsentRemember: 'This browser will remember your choice.',
    mapFullscreen: 'Show the map full screen',
    mapExitFullscreen: 'Leave full screen',
  },
} as const
