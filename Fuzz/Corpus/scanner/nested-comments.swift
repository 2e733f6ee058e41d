/* a /* b /* c */ import X */ */
import Y
