import A
/* never /* closed */
import B
