/** Colours that tell campaigns apart on a timeline and keep white text legible. */
const COLOURS = ['#1677ff', '#13a8a8', '#d46b08', '#722ed1', '#c41d7f', '#389e0d', '#08979c', '#d4380d'];

/** The same campaign always in the same colour. */
export function colourOfCampaign(campaignid: number): string {
  return COLOURS[campaignid % COLOURS.length] as string;
}
