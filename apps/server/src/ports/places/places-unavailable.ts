/** The service answered with an error or not at all: the user sees 'Failed to retrieve location.'. */
export class PlacesUnavailable extends Error {}
